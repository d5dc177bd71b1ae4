import { Badge, SegmentGroup, Stack } from "@chakra-ui/react";
import { formatSaudiPhone } from "@amlak/domain";
import { CONTACT_TYPES, type TContactType } from "@amlak/schemas";
import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

type Contact = RouterOutputs["contacts"]["list"][number];

const ALL = "all";
const isContactType = (value: string): value is TContactType => (CONTACT_TYPES as readonly string[]).includes(value);

/** Tenants, lessors, agents and vendors, filtered by type (?type=) and the top bar search. */
export function ContactsPage() {
  const { t } = useTranslation();
  const searchText = useSearchText();
  const [params, setParams] = useSearchParams();
  const requested = params.get("type")?.toLowerCase() ?? ALL;
  const type = isContactType(requested) ? requested : undefined;
  const { data } = trpc.contacts.list.useQuery({ type, searchText });

  const chooseType = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === ALL) next.delete("type");
        else next.set("type", value);
        return next;
      },
      { replace: true },
    );

  const columns: Column<Contact>[] = [
    { key: "name", header: t("contact.name"), cell: (contact) => contact.name },
    {
      key: "phone",
      header: t("contact.phone"),
      cell: (contact) => (contact.phone ? <span dir="ltr">{formatSaudiPhone(contact.phone)}</span> : "—"),
    },
    {
      key: "type",
      header: t("contact.type"),
      cell: (contact) => <Badge variant="subtle">{t(`contact.type.${contact.type.toLowerCase()}`)}</Badge>,
    },
  ];

  return (
    <Stack gap="4">
      <SegmentGroup.Root
        value={type ?? ALL}
        onValueChange={(details) => details.value && chooseType(details.value)}
        alignSelf="flex-start"
        data-testid="contact-type-filter"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={[ALL, ...CONTACT_TYPES].map((value) => ({ value, label: t(`contact.filter.${value}`) }))} />
      </SegmentGroup.Root>
      <DataTable
        testId="contacts-table"
        columns={columns}
        rows={data}
        rowKey={(contact) => contact.id}
        empty={
          <EmptyState
            icon={<Users />}
            title={t(searchText ? "list.noMatch" : "contact.empty.title", { searchText })}
            description={t(searchText ? "list.noMatchHint" : "contact.empty.description")}
          />
        }
      />
    </Stack>
  );
}
