import { SOCIAL_NETWORKS, whatsAppUrl } from "@amlak/domain";
import { Box, Container, Flex, HStack, IconButton, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FileBadge, Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { company } from "../lib/company.ts";
import { useSiteSettings } from "../lib/site-settings.tsx";
import { BrandMark } from "../ui/brand-mark.tsx";
import { RouterLink } from "../ui/router-link.tsx";
import { SocialIcon } from "../ui/social-icon.tsx";
import { PhoneNumber } from "../ui/phone-number.tsx";

const PRODUCT_LINKS = [
  { href: "/pricing", key: "menu.pricing.title" },
  { href: "/blogs", key: "menu.blogs.title" },
  { href: "/about", key: "menu.about.title" },
  { href: "/contact", key: "menu.contact.title" },
] as const;

const LEGAL_LINKS = [
  { href: "/TermsOfUse", key: "menu.termsOfUse.title" },
  { href: "/PrivacyPolicy", key: "menu.privacyPolicy.title" },
  { href: "/RefundPolicy", key: "menu.refundPolicy.title" },
] as const;

/** The footer of every page, public and signed-in: support channels, social links and the licence (SPEC §1), each when configured. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { supportPhone, supportEmail, whatsappPhone, social } = useSiteSettings().contacts;

  return (
    <Box as="footer" bg="gray.900" color="gray.300" mt="auto" data-testid="site-footer">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          <Stack gap="3">
            <BrandMark inverted />
            <Text fontSize="sm">{t("footer.tagline")}</Text>
          </Stack>
          <FooterColumn title={t("footer.product")}>
            {PRODUCT_LINKS.map((link) => (
              <RouterLink key={link.href} href={link.href} color="gray.300">
                {t(link.key)}
              </RouterLink>
            ))}
          </FooterColumn>
          <FooterColumn title={t("footer.legal")}>
            {LEGAL_LINKS.map((link) => (
              <RouterLink key={link.href} href={link.href} color="gray.300">
                {t(link.key)}
              </RouterLink>
            ))}
          </FooterColumn>
          {(supportPhone ?? supportEmail ?? whatsappPhone) && (
            <FooterColumn title={t("footer.support")}>
              {supportPhone && (
                <Link href={`tel:+966${supportPhone}`} color="gray.300" data-testid="footer-phone">
                  <Phone size={16} /> <PhoneNumber phone={supportPhone} />
                </Link>
              )}
              {supportEmail && (
                <Link href={`mailto:${supportEmail}`} color="gray.300" data-testid="footer-email">
                  <Mail size={16} /> {supportEmail}
                </Link>
              )}
              {whatsappPhone && (
                <Link
                  href={whatsAppUrl(whatsappPhone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="gray.300"
                  data-testid="footer-whatsapp"
                >
                  <MessageCircle size={16} /> {t("footer.whatsapp")}
                </Link>
              )}
            </FooterColumn>
          )}
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="gray.700" gap="4" align="center" wrap="wrap">
          <Text fontSize="sm" flex="1">
            {t("footer.copyright", { year: new Date().getFullYear() })}
          </Text>
          <Link href={company.licenceUrl} target="_blank" color="gray.300" fontSize="sm" data-testid="footer-licence">
            <FileBadge size={16} /> {t("footer.licence")}
          </Link>
          <HStack gap="1">
            {SOCIAL_NETWORKS.map((network) => {
              const url = social[network];
              return (
                url && (
                  <IconButton
                    key={network}
                    asChild
                    variant="ghost"
                    size="sm"
                    color="gray.300"
                    aria-label={t(`footer.social.${network}`)}
                    data-testid={`footer-social-${network}`}
                  >
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <SocialIcon network={network} />
                    </a>
                  </IconButton>
                )
              );
            })}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="2" fontSize="sm">
      <Text fontWeight="semibold" color="white" mb="1">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
