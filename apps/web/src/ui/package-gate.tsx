import { Button, Popover, Portal, Stack, Text, type ButtonProps } from "@chakra-ui/react";
import { hasAction, maySubscribe, type PermissionCode, type PermissionEntity } from "@amlak/domain";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../lib/session/use-signed-in-user.ts";
import { trpc } from "../lib/trpc/client.ts";

/** Whether the organization's package grants `action` on `entity` (SPEC §6); false until the authorization is loaded. */
export function usePackageAllows(entity: PermissionEntity, action: PermissionCode): boolean {
  const user = useSignedInUser();
  // The shell has loaded it before any page renders, and keeps it fresh.
  const authorization = trpc.session.authorization.useQuery(undefined, { enabled: Boolean(user?.orgId) });
  return Boolean(authorization.data && hasAction(authorization.data.permissions, entity, action));
}

interface LockedActionProps extends Omit<ButtonProps, "children"> {
  label: string;
  /** What the upgrade brings, for the owner who may upgrade. */
  upgradeText: string;
  /** The same, for a sub-user who has to ask the owner. */
  askOwnerText: string;
  icon?: React.ReactNode;
}

/**
 * An action the package does not allow (SCREENS "Gating"): it stays visible with a lock and opens the upgrade message
 * ("This service is not available in your subscription", SPEC §8),
 * whose Upgrade Now leads to /profile?tab=Subscription when the user may subscribe.
 */
export function LockedAction({ label, upgradeText, askOwnerText, icon = <Lock />, ...button }: LockedActionProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const mayUpgrade = Boolean(user && maySubscribe(user.type));
  return (
    <Popover.Root positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm" color="fg.muted" {...button}>
          {icon}
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" data-testid="upgrade-message">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">{t("subscription.serviceUnavailable")}</Popover.Title>
                <Text textStyle="sm" color="fg.muted">
                  {mayUpgrade ? upgradeText : askOwnerText}
                </Text>
                {mayUpgrade && (
                  <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" data-testid="upgrade-now">
                    <Link href="/profile?tab=Subscription">{t("banner.upgradeNow")}</Link>
                  </Button>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
