import { Badge, Button, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Figure } from "../../ui/data-table.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { ChequesDrawer } from "./cheques-drawer.tsx";
import { useRefreshCollections } from "./use-refresh-collections.ts";

type Cheque = RouterOutputs["cheques"]["list"][number];
type Move = "deposit" | "clear" | "bounce";

const STATUS_COLOR = { held: "gray", deposited: "blue", cleared: "green", bounced: "red" } as const;

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
  const format = useFormat();
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
      {cheques.data && cheques.data.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" hideBelow="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>{t("cheques.number")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("cheques.dueDate")}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t("cheques.amount")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("cheques.forInstalment")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("cheques.status")}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {cheques.data.map((cheque) => (
                <Table.Row key={cheque.id} data-testid="cheque" data-status={cheque.status}>
                  <Table.Cell>
                    <bdi>{cheque.number}</bdi>
                    {cheque.bank && (
                      <Text as="span" color="fg.muted">
                        {" · "}
                        <bdi>{cheque.bank}</bdi>
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <Figure>{format.date(cheque.dueDate)}</Figure>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Figure>{format.money(cheque.amount)}</Figure>
                  </Table.Cell>
                  <Table.Cell>{cheque.instalmentDueDate ? <Figure>{format.date(cheque.instalmentDueDate)}</Figure> : "—"}</Table.Cell>
                  <Table.Cell>
                    <ChequeStatus cheque={cheque} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {mayWrite && <Moves cheque={cheque} onMove={(move) => setMoving({ cheque, move })} />}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Stack hideFrom="md" gap="2">
        {cheques.data?.map((cheque) => (
          <Stack key={cheque.id} gap="1" borderWidth="1px" rounded="xl" bg="bg" p="3" data-testid="cheque" data-status={cheque.status}>
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="medium">
                <bdi>{cheque.number}</bdi>
                {cheque.bank && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {" · "}
                    <bdi>{cheque.bank}</bdi>
                  </Text>
                )}
              </Text>
              <ChequeStatus cheque={cheque} />
            </HStack>
            <HStack justify="space-between" textStyle="sm">
              <Figure>{format.date(cheque.dueDate)}</Figure>
              <Figure>{format.money(cheque.amount)}</Figure>
            </HStack>
            {mayWrite && <Moves cheque={cheque} onMove={(move) => setMoving({ cheque, move })} />}
          </Stack>
        ))}
      </Stack>
      {registering && <ChequesDrawer tenantId={tenantId} onClose={() => setRegistering(false)} />}
      {moving && <MoveDialog {...moving} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

function ChequeStatus({ cheque }: { cheque: Cheque }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0" align="start">
      <Badge colorPalette={STATUS_COLOR[cheque.status]} variant="subtle" data-testid="cheque-status">
        {t(`cheques.status.${cheque.status}`)}
      </Badge>
      {cheque.bounceReason && (
        <Text textStyle="xs" color="fg.muted">
          {cheque.bounceReason}
        </Text>
      )}
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
