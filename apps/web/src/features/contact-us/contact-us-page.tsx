import { Alert, Badge, Button, Card, Grid, Heading, HStack, Input, Link, SegmentGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { whatsAppUrl } from "@amlak/domain";
import { SUPPORT_TOPICS, ZSupportMessageSchema } from "@amlak/schemas";
import { Mail, MessageCircle, Phone, Send } from "lucide-react";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "wouter";
import type { z } from "zod";
import { useSiteSettings } from "../../lib/site-settings.tsx";
import { useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { Figure } from "../../ui/data-table.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { formResolver } from "../../lib/form-resolver.ts";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { SUPPORT_STATUS_PALETTE } from "../support-inbox/support-status.ts";

type Message = z.input<typeof ZSupportMessageSchema>;
const MESSAGE_MAX = 1000;

/**
 * Contact us (SPEC §2 /contactUs): a message to the support team, stored with the organization and the user so staff
 * answer in context, the organization's recent messages with their state, and the direct channels beside them.
 */
export function ContactUsPage() {
  const { t } = useTranslation();
  const { supportPhone, supportEmail, whatsappPhone } = useSiteSettings().contacts;
  const format = useFormat();
  const utils = trpc.useUtils();
  const recent = trpc.support.mine.useQuery();
  // The Business package is sold by sales: its "Contact sales" opens this form as a billing message about it.
  const [params] = useSearchParams();
  const aboutBusiness = params.get("about") === "business";
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<Message>({
    resolver: formResolver(ZSupportMessageSchema),
    defaultValues: aboutBusiness
      ? { topic: "billing", subject: t("contactUs.businessSubject"), message: "" }
      : { topic: "question", subject: "", message: "" },
    mode: "onBlur",
  });
  const typed = useWatch({ control: form.control, name: "message" }) ?? "";
  const send = trpc.support.send.useMutation({
    onSuccess: ({ id }) => {
      setSent(id.slice(0, 8).toUpperCase());
      form.reset();
      void utils.support.mine.invalidate();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const { errors } = form.formState;

  return (
    <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6" alignItems="start">
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="4">
            <form noValidate onSubmit={form.handleSubmit(() => send.mutate(form.getValues()))} data-testid="contact-us-form">
              {sent && (
                <Alert.Root status="success" data-testid="contact-us-sent">
                  <Alert.Indicator />
                  <Alert.Title>{t("contactUs.sent", { reference: sent })}</Alert.Title>
                </Alert.Root>
              )}
              <FormField label={t("contactUs.topic")} error={errors.topic?.message}>
                <Controller
                  control={form.control}
                  name="topic"
                  render={({ field }) => (
                    <SegmentGroup.Root
                      size="sm"
                      // On a phone the topics wrap onto a second line rather than run off the card.
                      maxW="full"
                      minW="0"
                      flexWrap="wrap"
                      value={field.value}
                      onValueChange={(details) => details.value && field.onChange(details.value)}
                      data-testid="contact-us-topic"
                    >
                      <SegmentGroup.Indicator />
                      <SegmentGroup.Items
                        items={SUPPORT_TOPICS.map((value) => ({ value, label: t(`contactUs.topic.${value}`) }))}
                        whiteSpace="nowrap"
                      />
                    </SegmentGroup.Root>
                  )}
                />
              </FormField>
              <FormField label={t("contactUs.subject")} error={errors.subject?.message}>
                <Input data-testid="contact-us-subject" {...form.register("subject")} />
              </FormField>
              <FormField
                label={t("contactUs.message")}
                error={errors.message?.message}
                helperText={t("contactUs.remaining", { count: Math.max(0, MESSAGE_MAX - typed.length) })}
              >
                <Textarea rows={6} data-testid="contact-us-message" {...form.register("message")} />
              </FormField>
              <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={send.isPending} data-testid="contact-us-send">
                <Send /> {t("contactUs.send")}
              </Button>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="4">
        <Card.Root size="sm">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h3" size="sm">
                {t("contactUs.direct")}
              </Heading>
              {supportPhone && (
                <Link href={`tel:+966${supportPhone}`}>
                  <Phone size={16} /> <PhoneNumber phone={supportPhone} />
                </Link>
              )}
              {supportEmail && (
                <Link href={`mailto:${supportEmail}`}>
                  <Mail size={16} /> <Figure>{supportEmail}</Figure>
                </Link>
              )}
              {whatsappPhone && (
                <Link href={whatsAppUrl(whatsappPhone)} target="_blank" rel="noreferrer" color="green.700">
                  <MessageCircle size={16} /> {t("contactPage.whatsapp")}
                </Link>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm" data-testid="contact-us-recent">
          <Card.Body>
            <Stack gap="3">
              <Heading as="h3" size="sm">
                {t("contactUs.recent")}
              </Heading>
              {recent.data?.length === 0 && <Text color="fg.muted">{t("contactUs.none")}</Text>}
              {recent.data?.map((message) => (
                <Stack key={message.id} gap="1" borderBottomWidth="1px" pb="2" data-testid="contact-us-message-row">
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="medium" lineClamp={1}>
                      {message.subject}
                    </Text>
                    <Badge colorPalette={SUPPORT_STATUS_PALETTE[message.status]}>{t(`contactUs.status.${message.status}`)}</Badge>
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    {t(`contactUs.topic.${message.topic}`)} · <Figure>{format.dayOf(message.created_at)}</Figure>
                    {message.sender && ` · ${message.sender}`}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Grid>
  );
}
