import { Box, Button, Container, Flex, HStack, IconButton, Stack } from "@chakra-ui/react";
import { Menu as MenuIcon, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useSignedInUser } from "../lib/session/use-signed-in-user.ts";
import { BrandMark } from "../ui/brand-mark.tsx";
import { LangSwitch } from "../ui/lang-switch.tsx";

const NAV = [
  { href: "/landing", key: "menu.landing.title" },
  { href: "/pricing", key: "menu.pricing.title" },
  { href: "/blogs", key: "menu.blogs.title" },
  { href: "/about", key: "menu.about.title" },
  { href: "/contact", key: "menu.contact.title" },
] as const;

/** The marketing header: site navigation, language, and the way in (or back in) to the app. */
export function PublicHeader() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const user = useSignedInUser();
  // A plain disclosure rather than a floating menu: the public pages' phones do not download a positioning engine.
  const [navOpen, setNavOpen] = useState(false);

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl">
        <Flex h="16" align="center" gap={{ base: "2", md: "6" }}>
          <BrandMark />
          <HStack as="nav" gap="1" display={{ base: "none", lg: "flex" }}>
            {NAV.map((item) => (
              <Button
                key={item.href}
                asChild
                variant="ghost"
                size="sm"
                color={location.toLowerCase() === item.href.toLowerCase() ? "brand.fg" : "fg.muted"}
              >
                <Link href={item.href}>{t(item.key)}</Link>
              </Button>
            ))}
          </HStack>
          <HStack gap="2" ms="auto">
            <LangSwitch />
            {user ? (
              <Button asChild size="sm" colorPalette="brand" data-testid="go-to-app">
                <Link href={user.home}>{t("public.goToApp")}</Link>
              </Button>
            ) : (
              <>
                <Button asChild size="sm" variant="outline" display={{ base: "none", sm: "flex" }} data-testid="header-login">
                  <Link href="/login">{t("public.login")}</Link>
                </Button>
                <Button asChild size="sm" colorPalette="brand" data-testid="header-start-trial" data-track="start_trial">
                  <Link href="/login?section=register">{t("public.startTrial")}</Link>
                </Button>
              </>
            )}
            <IconButton
              variant="ghost"
              size="sm"
              display={{ lg: "none" }}
              aria-label={t("shell.openMenu")}
              aria-expanded={navOpen}
              aria-controls="public-nav"
              onClick={() => setNavOpen(!navOpen)}
            >
              {navOpen ? <X /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
        {navOpen && (
          <Stack as="nav" id="public-nav" gap="1" pb="3" display={{ lg: "none" }}>
            {[...NAV, ...(user ? [] : [{ href: "/login", key: "public.login" }])].map((item) => (
              <Button key={item.href} asChild variant="ghost" justifyContent="flex-start" onClick={() => setNavOpen(false)}>
                <Link href={item.href}>{t(item.key)}</Link>
              </Button>
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
