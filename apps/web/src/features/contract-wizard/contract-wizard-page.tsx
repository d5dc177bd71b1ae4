import { Button, Grid, Skeleton, Stack } from "@chakra-ui/react";
import { mayPerform, type MenuEntry } from "@amlak/domain";
import { FileSignature } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "wouter";
import { todayInRiyadh } from "../../lib/format.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { ContractWizard } from "./contract-wizard.tsx";
import { unitOptions } from "./lookups.ts";
import { draftValues, newContractValues } from "./wizard-form.ts";

/**
 * The contract stepper (SCREENS "Contract stepper"): from a unit (?unit=), a tenant (?tenant=), the contracts page, or
 * a saved draft (?draft=) to resume. Whoever may prepare contracts gets it; signing is left to those who may sign.
 */
export function ContractWizardPage(_: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const dateType = useSession((session) => session.dateType);
  const [params] = useSearchParams();
  const draftId = params.get("draft");
  const mayPrepare = Boolean(user && mayPerform(user.type, "contracts.draft"));

  const estates = trpc.realEstates.find.useQuery({}, { enabled: mayPrepare });
  const tenants = trpc.contacts.find.useQuery({ type: "tenant" }, { enabled: mayPrepare });
  const lessors = trpc.contacts.find.useQuery({ type: "lessor" }, { enabled: mayPrepare });
  const letterhead = trpc.organization.letterhead.useQuery(undefined, { enabled: mayPrepare, staleTime: 5 * 60_000 });
  const draft = trpc.contractDrafts.get.useQuery({ id: draftId ?? "" }, { enabled: mayPrepare && Boolean(draftId) });

  if (!mayPrepare) {
    return (
      <EmptyState
        icon={<FileSignature />}
        title={t("contractWizard.notAllowed.title")}
        description={t("contractWizard.notAllowed.description")}
      />
    );
  }

  const queries = [estates, tenants, lessors, letterhead, ...(draftId ? [draft] : [])];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        title={t("contractWizard.loadFailed")}
        error={failed.error}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
        testId="wizard"
      />
    );
  }
  if (!estates.data || !tenants.data || !lessors.data || !letterhead.data || (draftId && !draft.data)) return <WizardSkeleton />;

  if (draft.data && draft.data.status !== "draft") {
    return (
      <EmptyState
        testId="wizard-draft-closed"
        icon={<FileSignature />}
        title={t(`contractWizard.draftClosed.${draft.data.status}`)}
        description={t("contractWizard.draftClosed.description")}
        action={
          <Button asChild colorPalette="brand" variant="subtle">
            <Link href={draft.data.contract_id ? `/contracts/${draft.data.contract_id}` : "/contracts?tab=drafts"}>
              {t(draft.data.contract_id ? "contractWizard.draftClosed.openContract" : "contractWizard.draftClosed.openDrafts")}
            </Link>
          </Button>
        }
      />
    );
  }

  const units = unitOptions(estates.data);
  if (units.length === 0) {
    return (
      <EmptyState
        testId="wizard-no-units"
        icon={<FileSignature />}
        title={t("contractWizard.noUnits.title")}
        description={t("contractWizard.noUnits.description")}
        action={
          <Button asChild colorPalette="brand">
            <Link href="/properties">{t("contractWizard.noUnits.action")}</Link>
          </Button>
        }
      />
    );
  }

  const initial = draft.data
    ? draftValues(draft.data.terms, dateType)
    : newContractValues({ unit: params.get("unit"), tenant: params.get("tenant"), today: todayInRiyadh(), dateType });
  return (
    <ContractWizard
      key={`${draftId ?? "new"}:${dateType}`}
      initial={initial}
      draftId={draft.data?.id ?? null}
      units={units}
      tenants={tenants.data}
      lessors={lessors.data}
      vatRegistered={letterhead.data.vatRegistered}
      mainInformation={letterhead.data.name !== ""}
    />
  );
}

function WizardSkeleton() {
  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 320px" }} gap="6" data-testid="wizard-loading">
      <Stack gap="4">
        <Skeleton height="12" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
      <Skeleton height="64" />
    </Grid>
  );
}
