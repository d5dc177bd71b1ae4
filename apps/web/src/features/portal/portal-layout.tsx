import { Box, Button, Container, Flex, HStack, Text } from "@chakra-ui/react";
import type { TPortalRole } from "@amlak/schemas";
import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import { BrandMark } from "../../ui/brand-mark.tsx";
import { LangSwitch } from "../../ui/lang-switch.tsx";
import { portalSession } from "./portal-session.ts";

interface Props {
  role: TPortalRole;
  /** Sign out shows once the reader is signed in. */
  signedIn?: boolean;
  children: React.ReactNode;
}

/** The portal's frame: none of the member app's shell or menus, only the portal's name, the language and sign out. */
export function PortalLayout({ role, signedIn = false, children }: Props) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" px={{ base: "3", md: "6" }}>
          <Flex h="14" align="center" gap="3">
            <BrandMark href={`/${role}`} />
            <Text hideBelow="sm" color="fg.muted" fontWeight="medium" borderStartWidth="1px" ps="3" data-testid="portal-name">
              {t(`portalScreen.${role}.name`)}
            </Text>
            <HStack gap="1" ms="auto">
              <LangSwitch />
              {signedIn && <SignOutButton />}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" flex="1" px={{ base: "3", md: "6" }} py={{ base: "4", md: "8" }}>
        {children}
      </Container>
    </Flex>
  );
}

/** Ends the portal session on the server (its refresh token revoked), and here even when the server cannot be told. */
function SignOutButton() {
  const { t } = useTranslation();
  const logout = trpc.portal.logout.useMutation({ onSettled: () => portalSession.signOut() });
  const signOut = () => {
    const session = portalSession.get();
    if (session) logout.mutate({ refreshToken: session.refreshToken });
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={t("portalScreen.signOut")}
      loading={logout.isPending}
      onClick={signOut}
      data-testid="portal-sign-out"
    >
      <LogOut />
      <Text hideBelow="sm">{t("portalScreen.signOut")}</Text>
    </Button>
  );
}
