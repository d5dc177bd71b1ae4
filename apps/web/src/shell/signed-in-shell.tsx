import { Box, Center, Flex, Spinner } from "@chakra-ui/react";
import { isAccountOwner, isStaff, type MenuEntry } from "@amlak/domain";
import { useEffect } from "react";
import { onDemand } from "../app/on-demand.tsx";
import { endSession } from "../lib/session/end-session.ts";
import type { SessionUser } from "../lib/trpc/router-types.ts";
import { DOCK_HEIGHT, FloatingDock } from "../ui/floating-dock.tsx";
import { DemoBanner } from "./banners/demo-banner.tsx";
import { SubscriptionBanner } from "./banners/subscription-banner.tsx";
import { useBrandTheme } from "./branding/brand-theme.ts";
import { useBranding } from "./branding/use-branding.ts";
import { ChatButton } from "./floating/chat-button.tsx";
import { ScrollButton } from "./floating/scroll-button.tsx";
import { PageHeader } from "./page-header.tsx";
import { SideMenu } from "./side-menu/side-menu.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { TopBar } from "./top-bar/top-bar.tsx";
import { ProductTour } from "./tour/product-tour.tsx";
import { useAuthorization } from "./use-authorization.ts";

const SIGN_OUT_AFTER_FAILURE_MS = 2_000;

// Its form is loaded only for the account owners it may ask, and only once the shell is up.
const ProfileSurveyDialog = onDemand(
  async () => (await import("../features/profile-survey/profile-survey-dialog.tsx")).ProfileSurveyDialog,
  null,
);

interface Props {
  user: SessionUser;
  entry: MenuEntry;
  children: React.ReactNode;
}

/** The signed-in frame around every menu page; it waits for the user's authorization (SPEC §4 layout ready). */
export function SignedInShell({ user, entry, children }: Props) {
  const authorization = useAuthorization(user);
  const neededActions = authorization.data?.neededActions ?? [];
  const branding = useBranding();
  useBrandTheme(branding.themeColor);

  // Without any authorization the shell cannot be laid out, so the session ends; a background refetch that fails (a
  // network hiccup, a busy server) keeps the last one it had rather than signing the user out mid-task.
  const unusable = authorization.isError && authorization.data === undefined;
  useEffect(() => {
    if (!unusable) return;
    const timer = window.setTimeout(endSession, SIGN_OUT_AFTER_FAILURE_MS);
    return () => window.clearTimeout(timer);
  }, [unusable]);

  if (authorization.isLoading) {
    return (
      <Center minH="100vh">
        <Spinner size="xl" color="brand.solid" />
      </Center>
    );
  }

  return (
    <Flex minH="100vh" align="stretch" pb={{ base: DOCK_HEIGHT, md: "0" }}>
      <SideMenu user={user} activeKey={entry.key} neededActions={neededActions} />
      <Flex direction="column" flex="1" minW="0">
        <TopBar user={user} entry={entry} neededActions={neededActions} branding={branding} />
        {authorization.data && <SubscriptionBanner user={user} subscription={authorization.data.subscription} />}
        {user.type === "client_mock" && <DemoBanner />}
        <Box as="main" flex="1" px={{ base: "4", md: "8" }} py="6" maxW="7xl" w="full" mx="auto">
          <PageHeader user={user} entry={entry} />
          {children}
        </Box>
        <SiteFooter />
      </Flex>
      <FloatingDock>
        <ScrollButton />
        <ChatButton />
      </FloatingDock>
      {/* The tour presents the members' pages; staff have none of them. */}
      {!isStaff(user.type) && <ProductTour user={user} />}
      {isAccountOwner(user.type) && <ProfileSurveyDialog />}
    </Flex>
  );
}
