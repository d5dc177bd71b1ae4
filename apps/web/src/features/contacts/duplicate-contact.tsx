import { Alert, Button, HStack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { appErrorData } from "../../lib/app-error.ts";

/** The existing contact a refused save repeats (409 contact.duplicate), with the server's message naming it. */
interface DuplicateContact {
  id: string;
  name: string;
  type: string;
  message: string;
}

export function duplicateOf(error: unknown): DuplicateContact | null {
  const data = appErrorData(error);
  const { id, name, type } = data?.details ?? {};
  return data?.code === "contact.duplicate" && id && name && type ? { id, name, type, message: data.message } : null;
}

interface Props {
  duplicate: DuplicateContact;
  /** Goes to the existing contact: opens it, or chooses it where a contact is being picked. */
  existing: { label: string; onClick: () => void } | null;
  onSaveAnyway: () => void;
  saving: boolean;
  /** Names the alert `<testId>-duplicate` and its buttons `<testId>-duplicate-existing` and `<testId>-duplicate-save`. */
  testId: string;
}

/** Says which contact already has the phone or national id, and offers it instead, or saving a second one anyway. */
export function DuplicateContactAlert({ duplicate, existing, onSaveAnyway, saving, testId }: Props) {
  const { t } = useTranslation();
  // A long form may be scrolled past its top, where the alert appears.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest" });
  }, [duplicate.id]);
  return (
    <Alert.Root ref={ref} status="warning" rounded="lg" flexWrap="wrap" data-testid={`${testId}-duplicate`}>
      <Alert.Indicator />
      <Alert.Content flex="1" minWidth="48">
        <Alert.Description>{duplicate.message}</Alert.Description>
      </Alert.Content>
      <HStack gap="2" wrap="wrap">
        {existing && (
          <Button size="sm" variant="outline" onClick={existing.onClick} data-testid={`${testId}-duplicate-existing`}>
            {existing.label}
          </Button>
        )}
        <Button size="sm" variant="ghost" loading={saving} onClick={onSaveAnyway} data-testid={`${testId}-duplicate-save`}>
          {t("contact.duplicate.saveAnyway")}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
