import { Box, Button, Grid, HStack, Stack, Steps, Text } from "@chakra-ui/react";
import { mayPerform } from "@amlak/domain";
import { toFixed2 } from "@amlak/money";
import type { TContractCreate } from "@amlak/schemas";
import { ChevronLeft, ChevronRight, FileSignature, Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch, type FieldErrors, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { DirectionalIcon } from "../../ui/directional-icon.tsx";
import { FeesStep } from "./fees-step.tsx";
import type { Person, UnitOption } from "./lookups.ts";
import { PartiesStep } from "./parties-step.tsx";
import { PeriodStep } from "./period-step.tsx";
import { QuotationAction } from "./quotation-dialog.tsx";
import { ReviewStep } from "./review-step.tsx";
import { SummaryPanel } from "./summary-panel.tsx";
import { useRentBasis } from "./use-rent-basis.ts";
import { VatNumberPrompt } from "./vat-number-prompt.tsx";
import { contractBody, STEP_FIELDS, stepOfServerField, wizardSchema, type WizardInput } from "./wizard-form.ts";
import { formResolver } from "../../lib/form-resolver.ts";

const STEPS = ["parties", "period", "fees", "review"] as const;
const REVIEW = STEPS.length - 1;
const STEP_PANEL = "wizard-step-panel";
const STEP_HEADING = "wizard-step-heading";

/**
 * A step of the stepper's tab list, presentational: inside a tablist only the tabs may speak (axe-core), so the
 * current step is told by its tab's aria-selected, not by aria-current on the item.
 */
function StepItem({ "aria-current": _current, ...props }: React.ComponentProps<"div">) {
  return <div role="none" {...props} />;
}

interface Props {
  initial: WizardInput;
  /** The saved draft being resumed, which saving updates and signing converts. */
  draftId: string | null;
  units: UnitOption[];
  tenants: Person[];
  lessors: Person[];
  vatRegistered: boolean;
  /** Whether the organization's main information exists, without which its VAT number cannot be saved alone. */
  mainInformation: boolean;
}

/**
 * The four steps over one form on the shared contract schema (dates in the user's calendar), a summary that follows
 * every keystroke, and at the end Save draft, Sign (for those who may sign) and a rent quotation.
 */
export function ContractWizard({ initial, draftId, units, tenants, lessors, vatRegistered, mainInformation }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = useSignedInUser();
  const dateType = useSession((session) => session.dateType);
  const maySign = Boolean(user && mayPerform(user.type, "contracts.write"));
  const schema = useMemo(() => wizardSchema(dateType), [dateType]);
  const form = useForm<WizardInput, unknown, TContractCreate>({
    resolver: formResolver(schema),
    mode: "onTouched",
    defaultValues: initial,
  });
  const [step, setStep] = useState(0);
  const rent = useRentBasis(form, { resumed: draftId !== null });
  const unitId = useWatch({ control: form.control, name: "real_estate_id" });
  const taxable = useWatch({ control: form.control, name: "is_taxable" });
  const unit = trpc.realEstates.get.useQuery({ id: unitId }, { enabled: Boolean(unitId) });
  // A new contract starts from the unit's target rent (or its last one) until a rent is typed.
  const suggestedRent = unit.data?.target_yearly_rent ?? unit.data?.latest_yearly_rent;
  const { suggest } = rent;
  useEffect(() => {
    if (suggestedRent) suggest(toFixed2(suggestedRent));
  }, [suggestedRent, suggest]);

  const utils = trpc.useUtils();
  const setServerError: UseFormSetError<WizardInput> = (path, error) => {
    const at = stepOfServerField(path);
    if (!at) return;
    form.setError(at.field, error);
    setStep((current) => Math.min(current, at.step));
  };
  const onError = (error: unknown) => showServerFieldErrors(error, setServerError);
  const saveDraft = trpc.contractDrafts.save.useMutation({ onError });
  const convertDraft = trpc.contractDrafts.convert.useMutation({ onError });
  const createContract = trpc.contracts.create.useMutation({ onError });
  const busy = saveDraft.isPending || convertDraft.isPending || createContract.isPending;
  // Signing a resumed draft saves it first: the spinner belongs to the button that was pressed.
  const [pressed, setPressed] = useState<"save" | "sign" | null>(null);

  const opened = (contractId: string) => {
    void Promise.all([
      utils.contracts.invalidate(),
      utils.contractDrafts.invalidate(),
      utils.realEstates.invalidate(),
      utils.payments.invalidate(),
    ]);
    navigate(`/contracts/${contractId}`);
  };
  const firstInvalidStep = (errors: FieldErrors<WizardInput>) => {
    const invalid = STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
    if (invalid >= 0) setStep(invalid);
  };
  const withDraft = (terms: TContractCreate) => ({ ...(draftId ? { id: draftId } : {}), terms: contractBody(terms) });

  const save = form.handleSubmit((terms) => {
    setPressed("save");
    saveDraft.mutate(withDraft(terms), {
      onSuccess: () => {
        void utils.contractDrafts.invalidate();
        navigate("/contracts?tab=drafts");
      },
    });
  }, firstInvalidStep);
  // A resumed draft is saved as it now reads and converted, so the draft records the contract it became.
  const sign = form.handleSubmit((terms) => {
    setPressed("sign");
    if (!draftId) return createContract.mutate(contractBody(terms), { onSuccess: ({ id }) => opened(id) });
    saveDraft.mutate(withDraft(terms), {
      onSuccess: ({ id }) => convertDraft.mutate({ id }, { onSuccess: (signed) => opened(signed.id) }),
    });
  }, firstInvalidStep);

  /** Forward only through valid steps; a step that fails counts as submitted, so its errors clear as they are fixed. */
  const goTo = async (target: number) => {
    for (let at = step; at < target; at += 1) {
      const fields = STEP_FIELDS[at]!;
      if (await form.trigger([...fields], { shouldFocus: true })) continue;
      for (const field of fields) form.setValue(field, form.getValues(field), { shouldTouch: true });
      return setStep(at);
    }
    setStep(target);
  };

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 320px" }} gap="6" alignItems="start" data-testid="contract-wizard">
      <Stack gap="6" minW="0">
        <Steps.Root
          step={step}
          count={STEPS.length}
          size="sm"
          colorPalette="brand"
          onStepChange={(details) => void goTo(details.step)}
          // Every step's tab controls the one panel below, which shows the current step.
          ids={{ contentId: () => STEP_PANEL }}
        >
          <Steps.List>
            {STEPS.map((name, index) => (
              <Steps.Item key={name} index={index} asChild>
                <StepItem>
                  <Steps.Trigger data-testid={`wizard-step-${name}`}>
                    <Steps.Indicator />
                    {/* Read out on a phone too, where only the number shows. */}
                    <Steps.Title srOnly={{ base: true, md: false }}>{t(`contractWizard.step.${name}`)}</Steps.Title>
                  </Steps.Trigger>
                  <Steps.Separator />
                </StepItem>
              </Steps.Item>
            ))}
          </Steps.List>
        </Steps.Root>
        <Stack gap="6" id={STEP_PANEL} role="tabpanel" aria-labelledby={STEP_HEADING}>
          <Box>
            <Text textStyle="xs" color="fg.muted">
              {t("contractWizard.stepOf", { step: step + 1, total: STEPS.length })}
            </Text>
            <Text as="h2" id={STEP_HEADING} textStyle="lg" fontWeight="semibold" data-testid="wizard-step-title">
              {t(`contractWizard.step.${STEPS[step]}`)}
            </Text>
          </Box>

          {step === 0 && <PartiesStep form={form} units={units} tenants={tenants} lessors={lessors} unit={unit.data} />}
          {step === 1 && <PeriodStep form={form} rent={rent} vatRegistered={vatRegistered} />}
          {/* Asked where the lease is marked taxable, and again before signing: the schedule takes its VAT when signed. */}
          {(step === 1 || step === REVIEW) && taxable && !vatRegistered && <VatNumberPrompt mainInformation={mainInformation} />}
          {step === 2 && <FeesStep form={form} />}
          {step === REVIEW && <ReviewStep form={form} schema={schema} vatRegistered={vatRegistered} />}
        </Stack>

        <HStack justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" pt="4">
          {step > 0 ? (
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={busy} data-testid="wizard-back">
              <DirectionalIcon asChild>
                <ChevronLeft />
              </DirectionalIcon>
              {t("action.back")}
            </Button>
          ) : (
            <span />
          )}
          {step < REVIEW ? (
            <Button colorPalette="brand" onClick={() => void goTo(step + 1)} data-testid="wizard-next">
              {t("contractWizard.next")}
              <DirectionalIcon asChild>
                <ChevronRight />
              </DirectionalIcon>
            </Button>
          ) : (
            <HStack gap="3" wrap="wrap" justify="flex-end">
              <QuotationAction form={form} disabled={busy} />
              <Button
                variant="outline"
                loading={busy && pressed === "save"}
                disabled={busy}
                onClick={() => void save()}
                data-testid="wizard-save-draft"
              >
                <Save />
                {t("contractWizard.saveDraft")}
              </Button>
              {maySign && (
                <Button
                  colorPalette="brand"
                  loading={busy && pressed === "sign"}
                  disabled={busy}
                  onClick={() => void sign()}
                  data-testid="wizard-sign"
                >
                  <FileSignature />
                  {t("contractWizard.sign")}
                </Button>
              )}
            </HStack>
          )}
        </HStack>
      </Stack>
      <SummaryPanel form={form} units={units} tenants={tenants} lessors={lessors} unit={unit.data} vatRegistered={vatRegistered} />
    </Grid>
  );
}
