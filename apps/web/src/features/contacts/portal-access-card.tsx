import { Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { MessageStatusBadge } from "../../ui/message-status-badge.tsx";

interface Props {
  contactId: string;
  hasPhone: boolean;
  /** Whether the user may send an invitation (contacts.write). */
  mayInvite: boolean;
}

/**
 * A tenant's or lessor's way into their portal (issue #20): the last invitation and whether it was delivered, whether
 * they have signed in, and a button to invite them (again).
 */
export function PortalAccessCard({ contactId, hasPhone, mayInvite }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const utils = trpc.useUtils();
  const access = trpc.contacts.portalAccess.useQuery({ id: contactId });
  // Success and refusals are toasted for every call (feedback.link): only the card's state is the card's.
  const invite = trpc.contacts.invitePortal.useMutation({
    onSuccess: (answer) => utils.contacts.portalAccess.setData({ id: contactId }, answer),
  });
  if (!access.data) return null;
  const { invitation, last_signed_in_at: signedInAt } = access.data;

  return (
    <Flex
      gap="4"
      justify="space-between"
      align="center"
      wrap="wrap"
      bg="bg"
      rounded="xl"
      borderWidth="1px"
      p="4"
      data-testid="portal-access"
      data-signed-in={signedInAt ? "yes" : "no"}
    >
      <Stack gap="1">
        <Text fontWeight="semibold">{t("portalAccess.title")}</Text>
        {invitation ? (
          <HStack gap="2" wrap="wrap">
            <Text textStyle="sm">
              {t("portalAccess.invited", { date: format.momentOf(invitation.at), name: invitation.invited_by ?? "—" })} ·{" "}
              {t(`portalAccess.channel.${invitation.channel}`)}
            </Text>
            <MessageStatusBadge status={invitation.status} />
            {invitation.failure && (
              <Text textStyle="sm" color="fg.error">
                {t("portalAccess.failure", { reason: invitation.failure })}
              </Text>
            )}
          </HStack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t("portalAccess.notInvited")}
          </Text>
        )}
        <Text textStyle="sm" color={signedInAt ? "fg" : "fg.muted"} data-testid="portal-access-signed-in">
          {signedInAt ? t("portalAccess.signedIn", { date: format.momentOf(signedInAt) }) : t("portalAccess.neverSignedIn")}
        </Text>
      </Stack>
      {mayInvite &&
        (hasPhone ? (
          <Button
            size="sm"
            variant="outline"
            loading={invite.isPending}
            onClick={() => invite.mutate({ id: contactId })}
            data-testid="portal-invite"
          >
            <Send /> {t(invitation ? "portalAccess.inviteAgain" : "portalAccess.invite")}
          </Button>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t("portalAccess.needsPhone")}
          </Text>
        ))}
    </Flex>
  );
}
