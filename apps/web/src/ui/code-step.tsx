import { Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { showServerFieldErrors } from "../lib/form-errors.ts";
import { FormField } from "./form-field.tsx";
import { OtpInput } from "./otp-input.tsx";

interface Props {
  /** The form's id, which the dialog's confirm button submits. */
  formId: string;
  /** Which step this is ("Step 2 of 2: …"), above. */
  step?: string;
  /** Says where the code went (the masked phone in a left-to-right isolate). */
  sent: React.ReactNode;
  label: string;
  /** Sends the code; a refusal's field error shows under the field. */
  onCode: (code: string, showError: (failure: unknown) => void) => void;
  testId: string;
  children?: React.ReactNode;
}

/**
 * The second step of a two-step change confirmed by a texted code (SPEC §4: adding a user, a new mobile): where the code
 * was sent, the six-digit field, and the refusal (a wrong or expired code) under it.
 */
export function CodeStep({ formId, step, sent, label, onCode, testId, children }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Stack asChild gap="4">
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!code) return setError("field.required");
          setError(undefined);
          onCode(code, (failure) => showServerFieldErrors(failure, (_field, { message }) => setError(message)));
        }}
      >
        {step && (
          <Text textStyle="sm" color="fg.muted">
            {step}
          </Text>
        )}
        <Text data-testid={`${testId}-sent`}>{sent}</Text>
        <FormField label={label} error={error}>
          <OtpInput value={code} onChange={setCode} data-testid={testId} autoFocus />
        </FormField>
        {children}
      </form>
    </Stack>
  );
}
