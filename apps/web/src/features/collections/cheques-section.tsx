import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { ChequesDrawer } from "./cheques-drawer.tsx";
import { ChequesTable, type Cheque } from "./cheques-table.tsx";
import { useRefreshCollections } from "./use-refresh-collections.ts";

type Move = "deposit" | "clear" | "bounce";

/** What a cheque can do next: a held one is deposited, a held or deposited one clears, any not bounced may bounce. */
const movesOf = (cheque: Cheque): Move[] =>
  cheque.status === "held"
    ? ["deposit", "clear", "bounce"]
    : cheque.status === "deposited"
      ? ["clear", "bounce"]
      : cheque.status === "cleared"
        ? ["bounce"]
        : [];

/**
 * The tenant's cheques (the Collections tab): number and bank, due day, amount, the instalment each was given for and
 * where it stands, with Deposit, Cleared and Bounced; registering new ones opens the cheques drawer.
 */
export function ChequesSection({ tenantId, mayWrite }: { tenantId: string; mayWrite: boolean }) {
  const { t } = useTranslation();
  const cheques = trpc.cheques.list.useQuery({ tenant_id: tenantId });
  const [registering, setRegistering] = useState(false);
  const [moving, setMoving] = useState<{ cheque: Cheque; move: Move } | null>(null);

  return (
    <Stack gap="3" data-testid="cheques">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{t("cheques.title")}</Text>
        {mayWrite && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setRegistering(true)} data-testid="cheques-register">
            {t("cheques.register")}
          </Button>
        )}
      </HStack>
      {cheques.data && cheques.data.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          {t("cheques.empty")}
        </Text>
      )}
      {cheques.data && (
        <ChequesTable
          cheques={cheques.data}
          actions={mayWrite ? (cheque) => <Moves cheque={cheque} onMove={(move) => setMoving({ cheque, move })} /> : undefined}
        />
      )}
      {registering && <ChequesDrawer tenantId={tenantId} onClose={() => setRegistering(false)} />}
      {moving && <MoveDialog {...moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

function Moves({ cheque, onMove }: { cheque: Cheque; onMove: (move: Move) => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" justify="end">
      {movesOf(cheque).map((move) => (
        <Button
          key={move}
          size="xs"
          variant="ghost"
          colorPalette={move === "bounce" ? "red" : "brand"}
          onClick={() => onMove(move)}
          data-testid={`cheque-${move}`}
        >
          {t(`cheques.move.${move}`)}
        </Button>
      ))}
    </HStack>
  );
}

/** Deposit, Cleared or Bounced behind a confirmation naming what follows; a bounce asks the bank's reason. */
function MoveDialog({ cheque, move, onClose }: { cheque: Cheque; move: Move; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refresh = useRefreshCollections();
  const utils = trpc.useUtils();
  const [reason, setReason] = useState("");
  const done = {
    onSuccess: async () => {
      await Promise.all([refresh(), utils.tasks.invalidate()]);
      onClose();
    },
  };
  const deposit = trpc.cheques.deposit.useMutation(done);
  const clear = trpc.cheques.clear.useMutation(done);
  const bounce = trpc.cheques.bounce.useMutation(done);
  const pending = deposit.isPending || clear.isPending || bounce.isPending;
  const confirm = () => {
    if (move === "deposit") deposit.mutate({ id: cheque.id });
    else if (move === "clear") clear.mutate({ id: cheque.id });
    else bounce.mutate({ id: cheque.id, reason });
  };
  return (
    <ConfirmDialog
      title={t(`cheques.move.${move}.title`, { number: cheque.number })}
      confirmLabel={t(`cheques.move.${move}`)}
      destructive={move === "bounce"}
      loading={pending}
      onConfirm={confirm}
      onClose={onClose}
      testId="cheque-move-dialog"
    >
      <Stack gap="3">
        <Text>{t(`cheques.move.${move}.question`, { amount: format.money(cheque.amount) })}</Text>
        {move === "bounce" && (
          <FormField label={t("cheques.bounceReason")}>
            <Input value={reason} onChange={(event) => setReason(event.target.value)} data-testid="cheque-bounce-reason" />
          </FormField>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
