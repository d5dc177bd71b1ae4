import { DataList, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { round2, type Money } from "@amlak/money";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";

type Contract = RouterOutputs["contracts"]["get"];

const FEES = ["annual_commission", "additional_commission", "annual_service", "water_costs", "electricity_costs", "extra_costs"] as const;
const ONE_TIME = ["deposit", "admin_fee", "ejar_fee", "other_fee"] as const;

interface Props {
  contract: Contract;
  lessorName: string | undefined;
  compoundTitle: string | undefined;
}

/** Every term the contract was signed with (SPEC §3 Contract), as the stepper's review showed them. */
export function ContractTerms({ contract, lessorName, compoundTitle }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const template = useTermsTemplate(contract.terms_template_id);
  const amount = (value: Money) => <Figure>{format.money(value)}</Figure>;
  const yesNo = (value: boolean) => t(value ? "contractsScreen.terms.yes" : "contractsScreen.terms.no");
  const interval =
    contract.contract_interval === 1
      ? t("contractsScreen.terms.intervalMonthly")
      : t("contractsScreen.terms.intervalValue", { count: contract.contract_interval });
  // The contract price is the rent of the whole term; a year's share, to the halala.
  const yearlyRent = round2(contract.price.times(12).dividedBy(contract.months));

  const parties: [string, React.ReactNode][] = [
    ["tenant", contract.tenant_name],
    ["unit", compoundTitle ? `${contract.real_estate_title} · ${compoundTitle}` : contract.real_estate_title],
    ["lessor", lessorName ?? "—"],
    ["start", <Figure key="start">{format.date(contract.contract_start)}</Figure>],
    ["end", <Figure key="end">{format.date(contract.contract_end)}</Figure>],
    ["months", t("contractsScreen.terms.monthsValue", { count: contract.months })],
    ...(contract.cancelled_on
      ? [["cancelled_on", <Figure key="cancelled">{format.date(contract.cancelled_on)}</Figure>] as [string, React.ReactNode]]
      : []),
    [
      "terms_template",
      template?.title ?? t(contract.terms_template_id ? "contractsScreen.terms.templateGone" : "contractsScreen.terms.noTemplate"),
    ],
  ];
  const amounts: [string, React.ReactNode][] = [
    ["price", amount(contract.price)],
    ["yearlyRent", amount(yearlyRent)],
    ["interval", interval],
    ["instalments", <Figure key="instalments">{contract.instalments}</Figure>],
    ...FEES.map((fee): [string, React.ReactNode] => [fee, amount(contract[fee])]),
    // The one-time charges only when the lease has them (contracts signed before issue #23 have none).
    ...ONE_TIME.filter((fee) => !contract[fee].isZero()).map((fee): [string, React.ReactNode] => [
      fee,
      fee === "other_fee" && contract.other_fee_label ? (
        <span key={fee}>
          {amount(contract[fee])} · <bdi>{contract.other_fee_label}</bdi>
        </span>
      ) : (
        amount(contract[fee])
      ),
    ]),
    ["auto_pay_commission", yesNo(contract.auto_pay_commission)],
    ["is_taxable", yesNo(contract.is_taxable)],
  ];

  return (
    <Stack gap="4" data-testid="contract-terms">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: "4", md: "8" }}>
        {[parties, amounts].map((items, index) => (
          <DataList.Root key={index} orientation="horizontal" size="md" borderWidth="1px" rounded="xl" bg="bg" p="4" gap="3">
            {items.map(([key, value]) => (
              <DataList.Item key={key} data-testid={`term-${key}`}>
                <DataList.ItemLabel minW="40">{t(`contractsScreen.terms.${key}`)}</DataList.ItemLabel>
                <DataList.ItemValue justifyContent={{ base: "end", md: "start" }}>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ))}
      </SimpleGrid>
      <Text textStyle="xs" color="fg.muted">
        {t("contractsScreen.terms.exclVat")}
      </Text>
      {template && (
        <Stack gap="2" borderWidth="1px" rounded="xl" bg="bg" p="4" data-testid="contract-terms-text">
          <Text fontWeight="semibold">{template.title}</Text>
          <Text whiteSpace="pre-line">{template.content}</Text>
        </Stack>
      )}
    </Stack>
  );
}

/** The contract terms template the contract was made from, while the organization keeps it. */
function useTermsTemplate(id: string | null) {
  const templates = trpc.templates.list.useQuery({ templateType: "ContractTerms" }, { enabled: id !== null });
  return id ? templates.data?.find((template) => template.id === id) : undefined;
}
