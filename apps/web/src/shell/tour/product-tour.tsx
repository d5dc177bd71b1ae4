import { Button, CloseButton, HStack, Popover, Portal, Text, useBreakpointValue } from "@chakra-ui/react";
import { mayLoadPrefs, menuFor } from "@amlak/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { trpc } from "../../lib/trpc/client.ts";
import type { SessionUser } from "../../lib/trpc/router-types.ts";
import { holdMobileMenu } from "../top-bar/mobile-menu-hold.ts";

const PREFS_STALE_MS = 16 * 60_000;

/**
 * What a step points at: its item in the side menu; on a phone, the page's own title for the page on screen, else
 * its item in the menu drawer, which the tour holds open meanwhile.
 */
function anchorOf(key: string, wide: boolean, onScreen: boolean): HTMLElement | null {
  if (wide) return document.querySelector<HTMLElement>(`aside [data-testid="menu-item-${key}"]`);
  if (onScreen) return document.querySelector<HTMLElement>(`main [data-testid="page-title"]`);
  return document.querySelector<HTMLElement>(`[role="dialog"] [data-testid="menu-item-${key}"]`);
}

/** The step's anchor once it is in the page: a drawer opened for the step renders its items a frame or two later. */
function useAnchor(key: string | null, wide: boolean, onScreen: boolean): HTMLElement | null {
  const target = key === null ? null : `${key}-${wide}-${onScreen}`;
  const [found, setFound] = useState<{ target: string; element: HTMLElement } | null>(null);
  useEffect(() => {
    if (key === null || target === null) return;
    let frame = 0;
    const look = () => {
      const element = anchorOf(key, wide, onScreen);
      if (element) setFound({ target, element });
      else frame = requestAnimationFrame(look);
    };
    frame = requestAnimationFrame(look);
    return () => cancelAnimationFrame(frame);
  }, [key, wide, onScreen, target]);
  return found?.target === target ? found.element : null;
}

/**
 * The first-visit tour over the menu pages that carry a tour message (Dashboard, Properties, Tasks, Contacts),
 * shown while the journey preference is on; Skip and the last step turn it off (SPEC §4). It runs on the user's home
 * page (the dashboard) only, anchored to the menu items: over any other page it would cover that page's title and
 * first lines while the user is trying to work there.
 */
export function ProductTour({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;
  const [location] = useLocation();
  const [index, setIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const prefs = trpc.prefs.get.useQuery(undefined, { enabled: mayLoadPrefs(user.type), staleTime: PREFS_STALE_MS });
  const utils = trpc.useUtils();
  const setJourney = trpc.prefs.setJourney.useMutation({ onSuccess: () => utils.prefs.get.invalidate() });

  const steps = menuFor(user.type).filter((entry) => entry.tourKey && !entry.hidden);
  const step = steps[index];
  const showing = Boolean(prefs.data?.journey && !dismissed && step?.tourKey && location === user.home);
  const onScreen = step?.path === location;
  const holdsMenu = showing && !wide && !onScreen;
  useEffect(() => {
    if (!holdsMenu) return;
    holdMobileMenu(true);
    return () => holdMobileMenu(false);
  }, [holdsMenu]);
  const anchor = useAnchor(showing && step ? step.key : null, wide, onScreen);
  if (!showing || !step?.tourKey || !anchor) return null;

  const last = index === steps.length - 1;
  const finish = () => {
    setDismissed(true);
    setJourney.mutate({ journey: false });
  };

  return (
    <Popover.Root
      key={`${step.key}-${wide}-${onScreen}`}
      open
      modal={false}
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && setDismissed(true)}
      // Below its target, in the side menu's width on a desktop: beside it, it would cover the banners and first card.
      positioning={{
        placement: "bottom-start",
        getAnchorElement: () => anchor,
        // The menu drawer slides in under the step: follow it frame by frame.
        listeners: { animationFrame: holdsMenu },
      }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content data-testid="tour" maxW={{ base: "xs", md: "60" }}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Header>
              <Text fontSize="xs" color="fg.muted">
                {t("tour.progress", { step: index + 1, total: steps.length })}
              </Text>
              <Popover.Title fontWeight="semibold">{t(step.titleKey)}</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <Text fontSize="sm">{t(step.tourKey)}</Text>
            </Popover.Body>
            <Popover.Footer justifyContent="space-between">
              <Button size="xs" variant="ghost" data-testid="tour-skip" onClick={finish}>
                {t("tour.skip")}
              </Button>
              <HStack gap="2">
                {index > 0 && (
                  <Button size="xs" variant="outline" data-testid="tour-back" onClick={() => setIndex(index - 1)}>
                    {t("tour.back")}
                  </Button>
                )}
                {last ? (
                  <Button size="xs" colorPalette="brand" data-testid="tour-last" onClick={finish}>
                    {t("tour.last")}
                  </Button>
                ) : (
                  <Button size="xs" colorPalette="brand" data-testid="tour-next" onClick={() => setIndex(index + 1)}>
                    {t("tour.next")}
                  </Button>
                )}
              </HStack>
            </Popover.Footer>
            <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
              <CloseButton size="2xs" aria-label={t("tour.close")} data-testid="tour-close" />
            </Popover.CloseTrigger>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
