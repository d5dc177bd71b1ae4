import { Badge, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";

export type Cheque = RouterOutputs["cheques"]["list"][number];

const STATUS_COLOR = { held: "gray", deposited: "blue", cleared: "green", bounced: "red" } as const;

/**
 * A tenant's cheques as the landlord's Collections tab and the tenant portal show them: number and bank, due day,
 * amount, the instalment each was given for and where it stands (a table, cards below 768 px), with the row's
 * `actions` where the viewer may move them on.
 */
export function ChequesTable({ cheques, actions }: { cheques: readonly Cheque[]; actions?: ((cheque: Cheque) => ReactNode) | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (cheques.length === 0) return null;
  return (
    <>
      <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg" hideBelow="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t("cheques.number")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("cheques.dueDate")}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t("cheques.amount")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("cheques.forInstalment")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("cheques.status")}</Table.ColumnHeader>
              {actions && <Table.ColumnHeader />}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {cheques.map((cheque) => (
              <Table.Row key={cheque.id} data-testid="cheque" data-status={cheque.status}>
                <Table.Cell>
                  <NumberAndBank cheque={cheque} />
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
                {actions && <Table.Cell textAlign="end">{actions(cheque)}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Stack hideFrom="md" gap="2">
        {cheques.map((cheque) => (
          <Stack key={cheque.id} gap="1" borderWidth="1px" rounded="xl" bg="bg" p="3" data-testid="cheque" data-status={cheque.status}>
            <HStack justify="space-between" wrap="wrap">
              <Text fontWeight="medium">
                <NumberAndBank cheque={cheque} />
              </Text>
              <ChequeStatus cheque={cheque} />
            </HStack>
            <HStack justify="space-between" textStyle="sm">
              <Figure>{format.date(cheque.dueDate)}</Figure>
              <Figure>{format.money(cheque.amount)}</Figure>
            </HStack>
            {actions?.(cheque)}
          </Stack>
        ))}
      </Stack>
    </>
  );
}

function NumberAndBank({ cheque }: { cheque: Cheque }) {
  return (
    <>
      <bdi>{cheque.number}</bdi>
      {cheque.bank && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {" · "}
          <bdi>{cheque.bank}</bdi>
        </Text>
      )}
    </>
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
