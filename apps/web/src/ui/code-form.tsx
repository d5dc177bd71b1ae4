import { Button, Stack, Text } from "@chakra-ui/react";
import { ZOtpSchema } from "@amlak/schemas";
import { Controller, useForm, type UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { formResolver } from "../lib/form-resolver.ts";
import { FormField } from "./form-field.tsx";
import { OtpInput } from "./otp-input.tsx";
import { PhoneNumber } from "./phone-number.tsx";

const ZCodeFormSchema = z.object({ otp: ZOtpSchema });
type CodeInput = z.input<typeof ZCodeFormSchema>;

interface Props {
  /** The phone the code went to, as shown (masked or whole). */
  phone: string;
  verifying: boolean;
  /** Checks the code; a refusal is shown under the field through `setError`. */
  onCode: (otp: string, setError: UseFormSetError<CodeInput>) => void;
  /** Under the button: going back, sending a new code. */
  children: React.ReactNode;
}

/** The code step of a sign-in by texted code (members' login and sign-up, the tenant and owner portals). */
export function CodeForm({ phone, verifying, onCode, children }: Props) {
  const { t } = useTranslation();
  const form = useForm<CodeInput, unknown, z.output<typeof ZCodeFormSchema>>({
    resolver: formResolver(ZCodeFormSchema),
    defaultValues: { otp: "" },
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(({ otp }) => onCode(otp, form.setError))}>
        <Text color="fg.muted">
          {t("login.codeSent")} <PhoneNumber phone={phone} />
        </Text>
        <FormField label={t("login.code")} error={form.formState.errors.otp?.message}>
          <Controller control={form.control} name="otp" render={({ field }) => <OtpInput {...field} autoFocus />} />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" loading={verifying} data-testid="otp-submit">
          {t("login.verify")}
        </Button>
        {children}
      </form>
    </Stack>
  );
}
