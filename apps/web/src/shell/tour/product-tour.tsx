import { Button, CloseButton, HStack, Popover, Portal, Text, useBreakpointValue } from "@chakra-ui/react";
import { mayLoadPrefs, menuFor } from "@amlak/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { dirOf } from "../../lib/i18n.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { SessionUser } from "../../lib/trpc/router-types.ts";

const PREFS_STALE_MS = 16 * 60_000;

/** The menu item a step points at; on small screens the side menu is hidden, so the menu button stands in. */
function anchorOf(key: string, wide: boolean): HTMLElement | null {
  const selector = wide ? `aside [data-testid="menu-item-${key}"]` : `[data-testid="mobile-menu"]`;
  return document.querySelector<HTMLElement>(selector);
}

/**
 * The first-visit tour over the menu pages that carry a tour message (Dashboard, Properties, Tasks, Contacts),
 * shown while the journey preference is on; Skip and the last step turn it off (SPEC §4). It runs on the user's home
 * page (the dashboard) only, anchored to the menu items: over any other page it would cover that page's title and
 * first lines while the user is trying to work there.
 */
export function ProductTour({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dir = dirOf(useSession((session) => session.lang));
  const wide = useBreakpointValue({ base: false, md: true }) ?? false;
  const [location] = useLocation();
  const [index, setIndex] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const prefs = trpc.prefs.get.useQuery(undefined, { enabled: mayLoadPrefs(user.type), staleTime: PREFS_STALE_MS });
  const utils = trpc.useUtils();
  const setJourney = trpc.prefs.setJourney.useMutation({ onSuccess: () => utils.prefs.get.invalidate() });

  const steps = menuFor(user.type).filter((entry) => entry.tourKey && !entry.hidden);
  const step = steps[index];
  if (!prefs.data?.journey || dismissed || !step?.tourKey || location !== user.home) return null;

  const last = index === steps.length - 1;
  const finish = () => {
    setDismissed(true);
    setJourney.mutate({ journey: false });
  };
  const side = wide ? (dir === "rtl" ? "left" : "right") : "bottom";

  return (
    <Popover.Root
      key={`${step.key}-${wide}`}
      open
      modal={false}
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && setDismissed(true)}
      positioning={{ placement: `${side}-start`, getAnchorElement: () => anchorOf(step.key, wide) }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content data-testid="tour" maxW="xs">
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
