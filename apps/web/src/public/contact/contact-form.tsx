import { Alert, Box, Button, Card, Heading, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { ZPublicSupportMessageSchema, type TPublicSupportMessage } from "@amlak/schemas";
import { Send } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formResolver } from "../../lib/form-resolver.ts";
import { FormField } from "../../ui/form-field.tsx";
import { PhoneInput } from "../../ui/phone-input.tsx";
import { postPublic } from "../site/post-public.ts";

/**
 * The public contact form, stored for the support inbox; with `sales` it is the Business package's sales form (the
 * pricing page's "Contact sales"), which also asks for the organization. The `website` field is hidden from people
 * (off screen, out of the tab order and of screen readers): only a bot fills it.
 */
export function ContactForm({ sales }: { sales: boolean }) {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState(false);
  const blank: TPublicSupportMessage = {
    source: sales ? "salesRequest" : "contactForm",
    name: "",
    phone: "",
    email: "",
    organization: "",
    subject: sales ? t("contactPage.form.salesSubject") : "",
    message: "",
    website: "",
  };
  const form = useForm<TPublicSupportMessage>({
    resolver: formResolver(ZPublicSupportMessageSchema),
    defaultValues: blank,
    mode: "onBlur",
  });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const send = async (message: TPublicSupportMessage) => {
    setSending(true);
    setRefusal(undefined);
    try {
      const answer = await postPublic("/public-contact", message, i18n.language === "en" ? "en" : "ar");
      if (answer.ok) {
        setSent(true);
        form.reset(blank);
        return;
      }
      for (const [field, text] of Object.entries(answer.fieldErrors))
        form.setError(field as keyof TPublicSupportMessage, { message: text });
      if (Object.keys(answer.fieldErrors).length === 0) setRefusal(answer.message);
    } catch {
      setRefusal(t("toast.networkError"));
    } finally {
      setSending(false);
    }
  };
  const { errors } = form.formState;

  return (
    <Card.Root data-testid="contact-form-card">
      <Card.Body>
        <Stack asChild gap="4">
          <form noValidate onSubmit={form.handleSubmit(() => send(form.getValues()))} data-testid="contact-form">
            <Heading as="h2" size="lg">
              {t(sales ? "contactPage.form.salesTitle" : "contactPage.form.title")}
            </Heading>
            {refusal && (
              <Alert.Root status="error" data-testid="contact-form-refused">
                <Alert.Indicator />
                <Alert.Title>{refusal}</Alert.Title>
              </Alert.Root>
            )}
            {sent && (
              <Alert.Root status="success" data-testid="contact-form-sent">
                <Alert.Indicator />
                <Alert.Title>{t("contactPage.form.sent")}</Alert.Title>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t("contactPage.form.name")} error={errors.name?.message}>
                <Input autoComplete="name" data-testid="contact-form-name" {...form.register("name")} />
              </FormField>
              {sales && (
                <FormField label={t("contactPage.form.organization")} error={errors.organization?.message}>
                  <Input autoComplete="organization" data-testid="contact-form-organization" {...form.register("organization")} />
                </FormField>
              )}
              <FormField label={t("contactPage.form.phone")} error={errors.phone?.message}>
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => <PhoneInput {...field} value={String(field.value ?? "")} data-testid="contact-form-phone" />}
                />
              </FormField>
              <FormField label={t("contactPage.form.email")} error={errors.email?.message}>
                <Input type="email" dir="ltr" autoComplete="email" data-testid="contact-form-email" {...form.register("email")} />
              </FormField>
            </SimpleGrid>
            <FormField label={t("contactPage.form.subject")} error={errors.subject?.message}>
              <Input data-testid="contact-form-subject" {...form.register("subject")} />
            </FormField>
            <FormField label={t("contactPage.form.message")} error={errors.message?.message}>
              <Textarea rows={5} data-testid="contact-form-message" {...form.register("message")} />
            </FormField>
            <Box position="absolute" insetInlineStart="-10000px" width="1px" height="1px" overflow="hidden" aria-hidden="true">
              <label>
                Website
                <input tabIndex={-1} autoComplete="off" {...form.register("website")} />
              </label>
            </Box>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={sending} data-testid="contact-form-send">
              <Send /> {t("contactPage.form.send")}
            </Button>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
