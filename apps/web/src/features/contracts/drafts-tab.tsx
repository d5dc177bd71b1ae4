import { Badge, Menu } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { money } from "@amlak/money";
import { Ban, ExternalLink, FilePen, FileSignature, FileStack, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useFormat } from "../../lib/format.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { DataTable, Figure, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { Period } from "./contract-status.tsx";
import { contractHref } from "./contracts-table.tsx";
import { usePagedWholeList } from "../../ui/data-table/whole-list.ts";
import { RowMenu } from "../../ui/row-menu.tsx";

type Draft = RouterOutputs["contractDrafts"]["list"][number];
type Action = "convert" | "cancel" | "delete";

const STATUS_PALETTES: Record<Draft["status"], string> = { draft: "blue", cancelled: "gray", converted: "green" };

/** Where a draft is resumed: the contract stepper, on its saved terms. */
const draftHref = (id: string) => `/contracts/new?draft=${id}`;

const termText = (draft: Draft, key: string) => {
  const value = draft.terms[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** Names of tenants and units for the drafts' saved ids (the pickers' lookups). */
function useNames() {
  const tenants = trpc.contacts.find.useQuery({ type: "tenant" }, { staleTime: 60_000 });
  const estates = trpc.realEstates.find.useQuery({}, { staleTime: 60_000 });
  const tenantNames = new Map(tenants.data?.map((contact) => [contact.id, contact.name]));
  const estateNames = new Map(estates.data?.map((estate) => [estate.id, estate.title]));
  return {
    tenant: (draft: Draft) => tenantNames.get(termText(draft, "tenant_id")) ?? "—",
    unit: (draft: Draft) => estateNames.get(termText(draft, "real_estate_id")) ?? "—",
  };
}

/**
 * Contract drafts (SPEC §4): open one in the stepper, sign it as a contract (whoever may sign), cancel or delete it,
 * each after a confirmation naming the draft.
 */
export function DraftsTab({ newContract }: { newContract: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const names = useNames();
  const drafts = trpc.contractDrafts.list.useQuery();
  const { query, state } = usePagedWholeList(drafts);
  const [acting, setActing] = useState<{ draft: Draft; action: Action } | null>(null);

  const columns: Column<Draft, "created">[] = [
    {
      key: "tenant",
      header: t("contractsScreen.drafts.column.tenant"),
      cell: (draft) =>
        draft.status === "cancelled" ? (
          names.tenant(draft)
        ) : (
          <RouterLink
            href={draft.status === "converted" && draft.contract_id ? contractHref(draft.contract_id) : draftHref(draft.id)}
            fontWeight="medium"
          >
            {names.tenant(draft)}
          </RouterLink>
        ),
    },
    { key: "unit", header: t("contractsScreen.drafts.column.unit"), cell: (draft) => names.unit(draft) },
    {
      key: "period",
      header: t("contractsScreen.drafts.column.period"),
      cell: (draft) => <Period start={termText(draft, "contract_start")} end={termText(draft, "contract_end")} />,
    },
    {
      key: "price",
      header: t("contractsScreen.drafts.column.price"),
      numeric: true,
      cell: (draft) => (termText(draft, "price") ? <Figure>{format.money(money(termText(draft, "price")))}</Figure> : "—"),
    },
    {
      key: "status",
      header: t("contractsScreen.drafts.column.status"),
      cell: (draft) => (
        <Badge variant="subtle" colorPalette={STATUS_PALETTES[draft.status]} data-testid="draft-status">
          {t(`contractsScreen.drafts.status.${draft.status}`)}
        </Badge>
      ),
    },
    {
      key: "updated",
      header: t("contractsScreen.drafts.column.updated"),
      cell: (draft) => <Figure>{format.dayOf(draft.updated_at)}</Figure>,
    },
    {
      key: "actions",
      header: t("contractsScreen.actions"),
      cell: (draft) => <DraftMenu draft={draft} onAction={(action) => setActing({ draft, action })} />,
    },
  ];

  return (
    <>
      <DataTable
        testId="drafts-table"
        columns={columns}
        query={query}
        state={state}
        rowKey={(draft) => draft.id}
        empty={
          <EmptyState
            icon={<FileStack />}
            title={t("contractsScreen.drafts.empty.title")}
            description={t("contractsScreen.drafts.empty.description")}
            action={newContract}
          />
        }
      />
      {acting && (
        <DraftAction
          draft={acting.draft}
          action={acting.action}
          named={{ tenant: names.tenant(acting.draft), unit: names.unit(acting.draft) }}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}

/** The ⋯ menu of a draft: only what its state and the user's role allow. */
function DraftMenu({ draft, onAction }: { draft: Draft; onAction: (action: Action) => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useSignedInUser();
  const maySign = Boolean(user && mayPerform(user.type, "contracts.write"));
  const editable = draft.status === "draft";
  return (
    <RowMenu label={t("contractsScreen.actions")} testId="draft-menu">
      {editable && (
        <Menu.Item value="open" onSelect={() => navigate(draftHref(draft.id))} data-testid="draft-open">
          <FilePen size={16} /> {t("contractsScreen.drafts.open")}
        </Menu.Item>
      )}
      {draft.status === "converted" && draft.contract_id && (
        <Menu.Item value="contract" onSelect={() => navigate(contractHref(draft.contract_id!))} data-testid="draft-open-contract">
          <ExternalLink size={16} /> {t("contractsScreen.drafts.openContract")}
        </Menu.Item>
      )}
      {editable && maySign && (
        <Menu.Item value="convert" onSelect={() => onAction("convert")} data-testid="draft-convert">
          <FileSignature size={16} /> {t("contractsScreen.drafts.convert")}
        </Menu.Item>
      )}
      {editable && (
        <Menu.Item value="cancel" onSelect={() => onAction("cancel")} data-testid="draft-cancel">
          <Ban size={16} /> {t("contractsScreen.drafts.cancel")}
        </Menu.Item>
      )}
      {draft.status !== "converted" && (
        <Menu.Item value="delete" color="fg.error" onSelect={() => onAction("delete")} data-testid="draft-delete">
          <Trash2 size={16} /> {t("contractsScreen.drafts.delete")}
        </Menu.Item>
      )}
    </RowMenu>
  );
}

interface DraftActionProps {
  draft: Draft;
  action: Action;
  named: { tenant: string; unit: string };
  onClose: () => void;
}

/** Confirms and runs one action on a draft; a signed draft opens its new contract. */
function DraftAction({ draft, action, named, onClose }: DraftActionProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  // Outcomes and refusals are toasted by the tRPC feedback link.
  const done = () => {
    void utils.contractDrafts.invalidate();
    onClose();
  };
  const convert = trpc.contractDrafts.convert.useMutation({
    onSuccess: ({ id }) => {
      void utils.contracts.invalidate();
      done();
      navigate(contractHref(id));
    },
  });
  const cancel = trpc.contractDrafts.cancel.useMutation({ onSuccess: done });
  const remove = trpc.contractDrafts.delete.useMutation({ onSuccess: done });
  const run = { convert, cancel, delete: remove }[action];
  return (
    <ConfirmDialog
      testId={`draft-${action}-dialog`}
      title={t(`contractsScreen.drafts.${action}`)}
      confirmLabel={t(`contractsScreen.drafts.${action}`)}
      destructive={action !== "convert"}
      cancelLabel={t("contractsScreen.keep")}
      loading={run.isPending}
      onConfirm={() => run.mutate({ id: draft.id })}
      onClose={onClose}
    >
      {t(`contractsScreen.drafts.${action}Question`, named)}
    </ConfirmDialog>
  );
}
