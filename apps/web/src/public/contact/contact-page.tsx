import { whatsAppUrl, type SiteContacts } from "@amlak/domain";
import { Box, Card, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Clock, Mail, MapPin, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { useSiteSettings } from "../../lib/site-settings.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { PageIntro } from "../page-intro.tsx";
import { PublicLayout } from "../public-layout.tsx";
import { ContactForm } from "./contact-form.tsx";

interface Channel {
  key: string;
  icon: LucideIcon;
  value: React.ReactNode;
  href: string;
  /** Numbers and addresses read left to right in both languages. */
  ltr?: boolean;
}

/** The configured ones of support's channels. */
const channelsOf = ({ supportPhone, supportEmail, whatsappPhone }: SiteContacts): Channel[] => [
  ...(supportPhone
    ? [{ key: "phone", icon: Phone, value: <PhoneNumber phone={supportPhone} />, href: `tel:+966${supportPhone}`, ltr: true }]
    : []),
  ...(supportEmail ? [{ key: "email", icon: Mail, value: supportEmail, href: `mailto:${supportEmail}`, ltr: true }] : []),
  ...(whatsappPhone
    ? [{ key: "whatsapp", icon: MessageCircle, value: <PhoneNumber phone={whatsappPhone} />, href: whatsAppUrl(whatsappPhone), ltr: true }]
    : []),
];

/** /contact and /publicContact: how to reach support and sales, and a message form (?about=business: the sales form). */
export function ContactPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const channels = channelsOf(useSiteSettings().contacts);
  return (
    <PublicLayout>
      <PageIntro title={t("contactPage.title")} subtitle={t("contactPage.subtitle")} />
      <Container maxW="5xl" pb="16">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {channels.map(({ key, icon: Icon, value, href, ltr }) => (
            <Card.Root key={key} data-testid={`contact-${key}`}>
              <Card.Body gap="3" alignItems="flex-start">
                <Box p="2.5" rounded="lg" bg="brand.subtle" color="brand.fg">
                  <Icon size={22} />
                </Box>
                <Heading size="md">{t(`contactPage.${key}`)}</Heading>
                <Link href={href} target={href.startsWith("http") ? "_blank" : undefined} color="brand.fg" dir={ltr ? "ltr" : undefined}>
                  {value}
                </Link>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="6">
          <InfoRow icon={MapPin} title={t("contactPage.office")} text={t("contactPage.officeAddress")} />
          <InfoRow icon={Clock} title={t("contactPage.hours")} text={t("contactPage.hoursText")} />
        </SimpleGrid>
        <Box mt="6">
          <ContactForm key={params.get("about") ?? ""} sales={params.get("about") === "business"} />
        </Box>
      </Container>
    </PublicLayout>
  );
}

function InfoRow({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Stack direction="row" gap="4" p="5" rounded="xl" bg="bg.subtle">
      <Icon size={22} />
      <Stack gap="1">
        <Text fontWeight="semibold">{title}</Text>
        <Text color="fg.muted">{text}</Text>
      </Stack>
    </Stack>
  );
}
