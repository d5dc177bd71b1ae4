import { Button, Card, HStack, Stack, Steps, Text } from "@chakra-ui/react";
import { mayPerform, type MemberAction, type MenuEntry } from "@amlak/domain";
import { CircleCheck, FileSpreadsheet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useSignedInUser } from "../../lib/session/use-signed-in-user.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { CheckStep } from "./check-step.tsx";
import type { ChosenFile } from "./chosen-file.ts";
import { ImportSummary } from "./import-summary.tsx";
import { TemplateStep } from "./template-step.tsx";

const STEPS = ["template", "check", "import"] as const;
/** Importing adds properties, contacts and contracts: the role must be allowed all three, as the server checks. */
const IMPORT_ACTIONS: readonly MemberAction[] = ["realEstates.write", "contacts.write", "contracts.write"];

type Summary = RouterOutputs["imports"]["commit"];

/**
 * Moving in from spreadsheets (SCREENS "Import"): download the template, upload it filled, see every row checked with
 * each bad cell marked, then import it all at once with a progress bar — or nothing, while any row is wrong.
 */
export function ImportPage(_: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [imported, setImported] = useState<Summary | null>(null);
  const utils = trpc.useUtils();
  const preview = trpc.imports.preview.useMutation();
  const commit = trpc.imports.commit.useMutation();

  if (!user || !IMPORT_ACTIONS.every((action) => mayPerform(user.type, action))) {
    return (
      <EmptyState
        testId="import-not-allowed"
        icon={<FileSpreadsheet />}
        title={t("importScreen.notAllowed.title")}
        description={t("importScreen.notAllowed.description")}
      />
    );
  }

  const check = (chosen: ChosenFile) => {
    setFile(chosen);
    commit.reset();
    preview.mutate({ file: chosen.base64 });
  };
  const runImport = () => {
    if (!file) return;
    commit.mutate(
      { file: file.base64 },
      {
        onSuccess: (summary) => {
          setImported(summary);
          setStep(2);
          // The button was at the foot of a long preview: the outcome shows from the top.
          window.scrollTo({ top: 0 });
          void Promise.all([
            utils.realEstates.invalidate(),
            utils.contacts.invalidate(),
            utils.contracts.invalidate(),
            utils.payments.invalidate(),
            utils.dashboard.invalidate(),
          ]);
        },
        // What changed since the check (a unit leased meanwhile) shows on its cell again.
        onError: () => preview.mutate({ file: file.base64 }),
      },
    );
  };
  const startOver = () => {
    setFile(null);
    setImported(null);
    preview.reset();
    commit.reset();
    setStep(1);
  };

  return (
    <Stack gap="6" data-testid="import-page">
      <Steps.Root step={imported ? STEPS.length : step} count={STEPS.length} size="sm" colorPalette="brand">
        <Steps.List>
          {STEPS.map((name, index) => (
            <Steps.Item key={name} index={index}>
              <Steps.Indicator />
              <Steps.Title>{t(`importScreen.step.${name}`)}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
      </Steps.Root>

      {step === 0 && <TemplateStep onNext={() => setStep(1)} />}
      {step === 1 && (
        <CheckStep
          file={file}
          preview={preview.data ?? null}
          checkedAt={preview.submittedAt}
          checking={preview.isPending}
          checkError={preview.error}
          importing={commit.isPending}
          importError={commit.error}
          onChoose={check}
          onRecheck={() => file && check(file)}
          onImport={runImport}
          onBack={() => setStep(0)}
        />
      )}
      {step === 2 && imported && <Imported summary={imported} onAgain={startOver} />}
    </Stack>
  );
}

/** Step 3: what was added, and the lists that now hold it. */
function Imported({ summary, onAgain }: { summary: Summary; onAgain: () => void }) {
  const { t } = useTranslation();
  const lists = [
    { path: "/properties", label: "importScreen.done.properties" },
    { path: "/contacts", label: "importScreen.done.contacts" },
    { path: "/contracts", label: "importScreen.done.contracts" },
  ];
  return (
    <Card.Root data-testid="import-done">
      <Card.Body>
        <Stack gap="5">
          <HStack gap="3" color="fg.success">
            <CircleCheck aria-hidden />
            <Text as="h2" textStyle="lg" fontWeight="semibold" color="fg">
              {t("importScreen.done.title")}
            </Text>
          </HStack>
          <Text color="fg.muted">{t("importScreen.done.description")}</Text>
          <ImportSummary summary={summary} />
          <HStack gap="3" wrap="wrap">
            {lists.map(({ path, label }) => (
              <Button key={path} asChild colorPalette="brand" variant="subtle" data-testid={`import-open-${path.slice(1)}`}>
                <Link href={path}>{t(label)}</Link>
              </Button>
            ))}
            <Button variant="outline" onClick={onAgain} data-testid="import-again">
              {t("importScreen.done.again")}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
