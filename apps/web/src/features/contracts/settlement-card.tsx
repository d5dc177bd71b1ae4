import { Button, Card, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Money } from "@amlak/money";
import { FileText } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { PdfDialog } from "../../ui/pdf-dialog.tsx";
import { RouterLink } from "../../ui/router-link.tsx";

type Settlement = NonNullable<RouterOutputs["settlements"]["get"]["settlement"]>;

/** A settled lease's settlement on its contract page: the move-out day, what went back to the tenant, and its document. */
export function SettlementCard({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [showingPdf, setShowingPdf] = useState(false);
  const deducted = settlement.deductions.reduce((sum, deduction) => sum.plus(deduction.amount), settlement.refund.mul(0));
  const figures: [string, Money, string][] = [
    ["settlement.figure.rentEarned", settlement.rent_earned, "rent-earned"],
    ["settlement.figure.refund", settlement.refund, "refund"],
    ["settlement.figure.depositHeld", settlement.deposit_held, "deposit-held"],
    ["settlement.figure.deductions", deducted, "deductions"],
    ["settlement.figure.depositApplied", settlement.deposit_applied, "deposit-applied"],
    ["settlement.figure.depositReturned", settlement.deposit_returned, "deposit-returned"],
  ];
  const title = t(settlement.early ? "settlement.document.titleEarly" : "settlement.document.title");
  return (
    <Card.Root data-testid="settlement-card">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold">{title}</Text>
            <Text textStyle="sm" color="fg.muted">
              {t("settlement.summary.endOn", { date: `\u2068${format.date(settlement.end_on)}\u2069` })}
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={() => setShowingPdf(true)} data-testid="settlement-pdf">
            <FileText /> {t("settlement.summary.pdf")}
          </Button>
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
          {figures.map(([label, amount, testId]) => (
            <Stack key={testId} gap="1" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid={`settled-${testId}`}>
              <Text textStyle="xs" color="fg.muted">
                {t(label)}
              </Text>
              <Text fontWeight="semibold">
                <Figure>{format.money(amount)}</Figure>
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {settlement.credit_notes.length > 0 && (
          <HStack gap="2" wrap="wrap" textStyle="sm" data-testid="settled-credit-notes">
            <Text color="fg.muted">{t("settlement.summary.creditNotes")}</Text>
            {settlement.credit_notes.map((note) => (
              <RouterLink key={note.id} href={`/invoices?note=${note.id}`} colorPalette="brand">
                <bdi>{note.number}</bdi>
              </RouterLink>
            ))}
          </HStack>
        )}
        {settlement.deductions_charged.gt(0) && (
          <Text textStyle="sm" color="fg.error" data-testid="settled-deductions-charged">
            {t("settlement.figure.deductionsCharged")}: <Figure>{format.money(settlement.deductions_charged)}</Figure>
          </Text>
        )}
        {settlement.rent_owed.gt(0) && (
          <Text textStyle="sm" color="fg.error" data-testid="settled-rent-owed">
            {t("settlement.figure.rentOwed")}: <Figure>{format.money(settlement.rent_owed)}</Figure>
          </Text>
        )}
      </Card.Body>
      {showingPdf && (
        <PdfDialog
          title={title}
          path={`/api/contracts/${settlement.contract_id}/settlement.pdf`}
          fileName="settlement.pdf"
          onClose={() => setShowingPdf(false)}
        />
      )}
    </Card.Root>
  );
}
