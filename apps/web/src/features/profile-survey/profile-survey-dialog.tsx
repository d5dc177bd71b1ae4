import { Alert, Button, Dialog, NativeSelect, Portal, Stack, Text, Textarea } from "@chakra-ui/react";
import { PROFILE_SURVEY_QUESTIONS, ZProfileSurveySchema } from "@amlak/schemas";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { FormField } from "../../ui/form-field.tsx";
import { SURVEY_QUESTIONS, useSurveyChoices } from "./survey-choices.ts";

type Answers = z.input<typeof ZProfileSurveySchema>;

/**
 * The know-your-client survey (SPEC §2 dialogs, §4, §5), put to a client when it is due: after the first-visit tour,
 * never over it. Submit leads to the thanks view; "Remind me later", or closing it, puts it off (prefs.actionReminder).
 */
export function ProfileSurveyDialog() {
  const utils = trpc.useUtils();
  const prefs = trpc.prefs.get.useQuery();
  const due = trpc.profileSurvey.due.useQuery();
  const [shown, setShown] = useState<"survey" | "thanks" | "closed">("survey");
  if (shown === "closed" || (shown === "survey" && (!due.data || prefs.data?.journey !== false))) return null;
  // Answered or put off, it is not due any more: a page opened next must not ask again before the server says so.
  const settle = (next: "thanks" | "closed") => {
    utils.profileSurvey.due.setData(undefined, false);
    setShown(next);
  };
  return <SurveyDialog thanked={shown === "thanks"} onAnswered={() => settle("thanks")} onClosed={() => settle("closed")} />;
}

function SurveyDialog({ thanked, onAnswered, onClosed }: { thanked: boolean; onAnswered: () => void; onClosed: () => void }) {
  const { t } = useTranslation();
  const choicesOf = useSurveyChoices();
  const form = useForm<Answers>({ resolver: formResolver(ZProfileSurveySchema), mode: "onBlur" });
  const submit = trpc.profileSurvey.submit.useMutation({
    onSuccess: onAnswered,
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const remindLater = trpc.prefs.actionReminder.useMutation({ onSettled: onClosed });
  const close = () => (thanked ? onClosed() : remindLater.mutate({ action: "showProfileSurvey" }));
  const { errors } = form.formState;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && close()} placement="center" size="md" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="profile-survey" mx="4">
            {thanked ? (
              <>
                <Dialog.Body pt="8">
                  <Stack align="center" gap="3" textAlign="center" data-testid="profile-survey-thanks">
                    <CircleCheck size={48} color="var(--chakra-colors-green-600)" aria-hidden />
                    <Dialog.Title>{t("profileSurvey.thanksTitle")}</Dialog.Title>
                    <Text color="fg.muted">{t("profileSurvey.thanks")}</Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer justifyContent="center">
                  <Button colorPalette="brand" onClick={onClosed} data-testid="profile-survey-close">
                    {t("profileSurvey.close")}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <>
                <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                  <Dialog.Title>{t("profileSurvey.title")}</Dialog.Title>
                  <Dialog.Description color="fg.muted">{t("profileSurvey.intro")}</Dialog.Description>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack asChild gap="4">
                    <form
                      id="profile-survey-form"
                      noValidate
                      onSubmit={form.handleSubmit((answers) => submit.mutate(answers))}
                      data-testid="profile-survey-form"
                    >
                      <Alert.Root status="info" size="sm">
                        <Alert.Indicator />
                        <Alert.Title>{t("profileSurvey.trial")}</Alert.Title>
                      </Alert.Root>
                      {SURVEY_QUESTIONS.map((question) => (
                        <FormField
                          key={question}
                          label={t(`profileSurvey.${PROFILE_SURVEY_QUESTIONS[question]}`)}
                          error={errors[question]?.message}
                        >
                          <Controller
                            control={form.control}
                            name={question}
                            render={({ field }) => (
                              <NativeSelect.Root>
                                <NativeSelect.Field
                                  name={field.name}
                                  value={field.value === undefined ? "" : String(field.value)}
                                  onChange={(event) => field.onChange(event.target.value || undefined)}
                                  onBlur={field.onBlur}
                                  data-testid={`profile-survey-${question}`}
                                >
                                  <option value="">{t("profileSurvey.choose")}</option>
                                  {choicesOf(question).map((choice) => (
                                    <option key={choice.value} value={choice.value}>
                                      {choice.label}
                                    </option>
                                  ))}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            )}
                          />
                        </FormField>
                      ))}
                      <FormField label={t("profileSurvey.usage_reason")} error={errors.usage_reason?.message}>
                        <Textarea rows={3} data-testid="profile-survey-usage_reason" {...form.register("usage_reason")} />
                      </FormField>
                    </form>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" loading={remindLater.isPending} onClick={close} data-testid="profile-survey-later">
                    {t("profileSurvey.later")}
                  </Button>
                  <Button
                    type="submit"
                    form="profile-survey-form"
                    colorPalette="brand"
                    loading={submit.isPending}
                    data-testid="profile-survey-submit"
                  >
                    {t("profileSurvey.submit")}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
