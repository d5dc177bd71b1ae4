import { createListCollection, Portal, Select, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";

type Contract = RouterOutputs["books"]["contracts"][number];

/** A contract as the picker names it: tenant · unit · period, each in its own direction so no name reorders the rest. */
function ContractLabel({ contract }: { contract: Contract }) {
  const format = useFormat();
  return (
    <Text as="span" truncate>
      <bdi>{contract.tenantName}</bdi> · <bdi>{contract.unit}</bdi> · <Figure>{format.date(contract.contractStart)}</Figure> –{" "}
      <Figure>{format.date(contract.contractEnd)}</Figure>
    </Text>
  );
}

/**
 * The contract whose lines the journal shows, chosen among the organization's contracts. An id that came in a link
 * (?contract=) stays chosen even before, or without, the list naming it. A rich picker rather than a native select: a
 * closed native select lays Arabic and Latin names out by its first letter, whatever the page's direction.
 */
export function ContractSelect({ value, onChange }: { value: string | undefined; onChange: (contractId: string | undefined) => void }) {
  const { t } = useTranslation();
  const contracts = trpc.books.contracts.useQuery(undefined, { staleTime: 60_000 });
  const collection = useMemo(
    () =>
      createListCollection({
        items: contracts.data ?? [],
        itemToValue: (contract) => contract.id,
        itemToString: (contract) => contract.id,
      }),
    [contracts.data],
  );
  const chosen = contracts.data?.find((contract) => contract.id === value);
  return (
    <Select.Root
      collection={collection}
      size="sm"
      width={{ base: "full", sm: "22rem" }}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0])}
      positioning={{ sameWidth: false }}
    >
      <Select.HiddenSelect />
      <Select.Label textStyle="xs" color="fg.muted" fontWeight="medium">
        {t("booksScreen.filter.contract")}
      </Select.Label>
      <Select.Control>
        <Select.Trigger data-testid="journal-contract" data-value={value ?? ""} _placeholderShown={{ color: "fg.muted" }}>
          <Select.ValueText placeholder={t("booksScreen.filter.allContracts")}>
            {chosen ? <ContractLabel contract={chosen} /> : value && t("booksScreen.filter.contractById", { id: value.slice(0, 8) })}
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          {value && <Select.ClearTrigger aria-label={t("booksScreen.filter.allContracts")} data-testid="journal-contract-clear" />}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content maxW="min(32rem, calc(100vw - 2rem))" data-testid="journal-contract-options">
            {collection.items.map((contract) => (
              <Select.Item item={contract} key={contract.id} data-testid="journal-contract-option" data-contract-id={contract.id}>
                <ContractLabel contract={contract} />
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
