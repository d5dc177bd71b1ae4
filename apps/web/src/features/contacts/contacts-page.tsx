import { Badge, Button, CloseButton, HStack, SegmentGroup, Tag } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { CONTACT_TYPES, contactList, normalizeSaudiPhone, type TContactSort, type TContactType } from "@amlak/schemas";
import { keepPreviousData } from "@tanstack/react-query";
import { Plus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useSearchText } from "../../lib/use-search-text.ts";
import { DataTable, useListState, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { ContactDrawer } from "./contact-drawer.tsx";
import { FloatingAction } from "../../ui/floating-action.tsx";
import { ScrollRow } from "../../ui/scroll-row.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";

type Contact = RouterOutputs["contacts"]["list"]["rows"][number];

const ALL = "all";
const isContactType = (value: string): value is TContactType => (CONTACT_TYPES as readonly string[]).includes(value);

/**
 * Tenants, lessors, agents and vendors, filtered by type (?type=), to the contacts of one phone (?phone=, SPEC §2: a
 * link from elsewhere opens the list on that contact) and by the top bar search, sorted and paged by the server.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const searchText = useSearchText();
  const [params, setParams] = useSearchParams();
  const requested = params.get("type")?.toLowerCase() ?? ALL;
  const type = isContactType(requested) ? requested : undefined;
  const phone = normalizeSaudiPhone(params.get("phone") ?? "") ?? undefined;
  const list = useListState(contactList.sorting, { searchText, type, phone });
  const query = trpc.contacts.list.useQuery(
    { type, phone, searchText, page: list.page, sort: list.sort, direction: list.direction },
    { placeholderData: keepPreviousData },
  );

  const user = useSignedInUser();
  const mayEdit = user ? mayPerform(user.type, "contacts.write") : false;
  // A new contact's drawer lives in the URL (?contact=new), so back closes it; a row opens the contact's page.
  const editing = params.get("contact");
  const dropParam = (name: string) => setParams((previous) => new URLSearchParams([...previous].filter(([key]) => key !== name)));

  const chooseType = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === ALL) next.delete("type");
        else next.set("type", value);
        next.delete("page");
        return next;
      },
      { replace: true },
    );

  const columns: Column<Contact, TContactSort>[] = [
    { key: "name", header: t("contact.name"), sort: "name", cell: (contact) => contact.name },
    {
      key: "phone",
      header: t("contact.phone"),
      sort: "phone",
      cell: (contact) => (contact.phone ? <PhoneNumber phone={contact.phone} /> : "—"),
    },
    {
      key: "type",
      header: t("contact.type"),
      sort: "type",
      cell: (contact) => <Badge variant="subtle">{t(`contact.type.${contact.type}`)}</Badge>,
    },
  ];

  return (
    <>
      {editing && mayEdit && <ContactDrawer key={editing} id={editing} onClose={() => dropParam("contact")} />}
      <DataTable
        testId="contacts-table"
        columns={columns}
        query={query}
        state={list}
        rowKey={(contact) => contact.id}
        exportTo={{ path: "/api/exports/contacts", filters: { searchText, type, phone } }}
        rowHref={(contact) => `/contacts/${contact.id}`}
        toolbar={
          <HStack gap="3" wrap="wrap">
            <ScrollRow>
              <SegmentGroup.Root
                value={type ?? ALL}
                onValueChange={(details) => details.value && chooseType(details.value)}
                size="sm"
                data-testid="contact-type-filter"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items items={[ALL, ...CONTACT_TYPES].map((value) => ({ value, label: t(`contact.filter.${value}`) }))} />
              </SegmentGroup.Root>
            </ScrollRow>
            {phone && (
              <Tag.Root size="lg" colorPalette="brand" data-testid="contact-phone-filter">
                <Tag.Label>
                  {t("contact.filter.phone")} <PhoneNumber phone={phone} />
                </Tag.Label>
                <Tag.EndElement>
                  <CloseButton size="2xs" aria-label={t("contact.filter.clearPhone")} onClick={() => dropParam("phone")} />
                </Tag.EndElement>
              </Tag.Root>
            )}
            {mayEdit && (
              <FloatingAction>
                <Button
                  size="sm"
                  colorPalette="brand"
                  data-testid="contact-add"
                  onClick={() => setParams((previous) => new URLSearchParams([...previous, ["contact", "new"]]))}
                >
                  <Plus /> {t("contact.add")}
                </Button>
              </FloatingAction>
            )}
          </HStack>
        }
        empty={
          <EmptyState
            icon={<Users />}
            title={t(searchText ? "list.noMatch" : "contact.empty.title", { searchText })}
            description={t(searchText ? "list.noMatchHint" : "contact.empty.description")}
          />
        }
      />
    </>
  );
}
