import { Badge, Button, Card, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { CreditCard, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { Figure } from "../../../ui/data-table.tsx";
import { SwitchField } from "../../../ui/switch-field.tsx";

type SavedCard = RouterOutputs["paymentCards"]["list"]["cards"][number];

/** How the gateway names a brand, as the payer knows it. */
const BRAND_NAMES: Record<string, string> = { mada: "mada", visa: "Visa", master: "Mastercard", amex: "American Express" };

/**
 * The cards saved with the gateway when paying (SPEC §3 Payment card), the default one charged by automatic renewal
 * at the end of each paid period; make another the default, or delete one after confirmation.
 */
export function PaymentCards() {
  const { t } = useTranslation();
  const saved = trpc.paymentCards.list.useQuery();
  const utils = trpc.useUtils();
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const changed = { onSuccess: () => void utils.paymentCards.list.invalidate() };
  const renewal = trpc.paymentCards.setAutomaticRenewal.useMutation(changed);
  const makeDefault = trpc.paymentCards.makeDefault.useMutation(changed);
  const remove = trpc.paymentCards.delete.useMutation({ ...changed, onSettled: () => setDeleting(null) });
  const cardName = (card: SavedCard) => `${BRAND_NAMES[card.brand] ?? card.brand} •••• ${card.lastFour}`;

  return (
    <Card.Root data-testid="payment-cards">
      <Card.Header>
        <Card.Title>{t("profile.cards.title")}</Card.Title>
        <Card.Description>{t("profile.cards.lead")}</Card.Description>
      </Card.Header>
      <Card.Body>
        {!saved.data ? (
          <Skeleton height="16" />
        ) : (
          <Stack gap="4">
            <SwitchField
              name="automaticRenewal"
              value={saved.data.automaticRenewal}
              onChange={(on) => renewal.mutate({ on })}
              onBlur={() => {}}
              label={t("profile.cards.automaticRenewal")}
              hint={t("profile.cards.automaticRenewalHint")}
              disabled={renewal.isPending || saved.data.cards.length === 0}
              data-testid="automatic-renewal"
            />
            {saved.data.cards.length === 0 ? (
              <Text color="fg.muted">{t("profile.cards.empty")}</Text>
            ) : (
              <Stack gap="2">
                {saved.data.cards.map((card) => (
                  <HStack
                    key={card.id}
                    gap="3"
                    p="3"
                    borderWidth="1px"
                    rounded="l2"
                    wrap="wrap"
                    data-testid="payment-card"
                    data-default={card.isDefault || undefined}
                  >
                    <CreditCard size={20} aria-hidden />
                    <Stack gap="0" flex="1" minW="40">
                      <Figure>{cardName(card)}</Figure>
                      {card.expiry && (
                        <Text textStyle="sm" color="fg.muted">
                          {t("profile.cards.expires")} <Figure>{card.expiry}</Figure>
                        </Text>
                      )}
                    </Stack>
                    {card.isDefault ? (
                      <Badge colorPalette="brand">{t("profile.cards.default")}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={makeDefault.isPending && makeDefault.variables.id === card.id}
                        onClick={() => makeDefault.mutate({ id: card.id })}
                        data-testid="payment-card-make-default"
                      >
                        {t("profile.cards.makeDefault")}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setDeleting(card)}
                      data-testid="payment-card-delete"
                    >
                      <Trash2 /> {t("profile.cards.delete")}
                    </Button>
                  </HStack>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Card.Body>
      {deleting && (
        <ConfirmDialog
          title={t("profile.cards.deleteTitle")}
          confirmLabel={t("profile.cards.delete")}
          destructive
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
          testId="payment-card-delete-dialog"
        >
          <Text>
            {t(
              saved.data?.cards.length === 1 && saved.data.automaticRenewal ? "profile.cards.deleteLastLead" : "profile.cards.deleteLead",
              // A left-to-right isolate (U+2066…U+2069): the card's name never reorders inside an Arabic sentence.
              { card: `\u2066${cardName(deleting)}\u2069` },
            )}
          </Text>
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}
