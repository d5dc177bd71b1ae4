import { Badge, Box, Button, HStack, Link, SegmentGroup, Separator, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { SUPPORT_REPLY_CHANNELS, ZSupportReplySchema, type TSupportReply } from "@amlak/schemas";
import { Send } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SideDrawer } from "../../ui/side-drawer.tsx";
import { useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { Figure } from "../../ui/data-table.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { PhoneNumber } from "../../ui/phone-number.tsx";
import { SUPPORT_STATUS_PALETTE } from "./support-status.ts";

type InboxMessage = RouterOutputs["supportInbox"]["get"];

/** One message of the inbox: who wrote it and how to reach them, what they wrote, the replies sent, and the reply form. */
export function SupportMessageDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const message = trpc.supportInbox.get.useQuery({ id });

  let content: React.ReactNode;
  if (message.isError)
    content = (
      <LoadError
        title={t("table.loadFailed")}
        error={message.error}
        retrying={message.isFetching}
        onRetry={() => void message.refetch()}
        testId="support-message"
      />
    );
  else if (!message.data) content = Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height="16" />);
  else content = <MessageDetail message={message.data} />;

  return (
    <SideDrawer title={message.data?.subject ?? t("supportInbox.message")} onClose={onClose} testId="support-message-drawer">
      <Stack gap="4">{content}</Stack>
    </SideDrawer>
  );
}

function MessageDetail({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={SUPPORT_STATUS_PALETTE[message.status]} data-testid="support-message-status">
          {t(`supportInbox.statuses.${message.status}`)}
        </Badge>
        <Badge variant="subtle">{t(`supportInbox.sources.${message.source}`)}</Badge>
        {message.topic && <Badge variant="outline">{t(`contactUs.topic.${message.topic}`)}</Badge>}
        <Text textStyle="sm" color="fg.muted">
          <Figure>{format.momentOf(message.created_at)}</Figure>
        </Text>
      </HStack>
      <Stack gap="1" textStyle="sm">
        <Text fontWeight="semibold">{message.sender_name}</Text>
        {message.organization_name && <Text color="fg.muted">{message.organization_name}</Text>}
        {message.sender_phone && (
          <Link href={`tel:+966${message.sender_phone}`} width="fit-content">
            <PhoneNumber phone={message.sender_phone} />
          </Link>
        )}
        {message.sender_email && (
          <Link href={`mailto:${message.sender_email}`} width="fit-content">
            <Figure>{message.sender_email}</Figure>
          </Link>
        )}
      </Stack>
      <Box p="4" rounded="md" bg="bg.subtle" whiteSpace="pre-line" data-testid="support-message-text">
        {message.message}
      </Box>
      {message.replies.map((reply) => (
        <Stack key={reply.id} gap="1" p="3" rounded="md" borderWidth="1px" data-testid="support-reply">
          <Text textStyle="xs" color="fg.muted">
            {t("supportInbox.repliedBy", { name: reply.staff_name, channel: t(`supportInbox.channels.${reply.channel}`) })} ·{" "}
            <Figure>{format.momentOf(reply.created_at)}</Figure>
          </Text>
          <Text whiteSpace="pre-line">{reply.body}</Text>
        </Stack>
      ))}
      <Separator />
      <ReplyForm message={message} />
    </>
  );
}

function ReplyForm({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reachable = SUPPORT_REPLY_CHANNELS.filter((channel) => (channel === "email" ? message.sender_email : message.sender_phone));
  const form = useForm<TSupportReply>({
    resolver: formResolver(ZSupportReplySchema),
    defaultValues: { id: message.id, channel: reachable[0] ?? "email", body: "" },
    mode: "onBlur",
  });
  const refresh = () => Promise.all([utils.supportInbox.get.invalidate({ id: message.id }), utils.supportInbox.list.invalidate()]);
  const reply = trpc.supportInbox.reply.useMutation({
    onSuccess: () => {
      form.reset({ id: message.id, channel: form.getValues("channel"), body: "" });
      void refresh();
    },
    onError: (error) => showServerFieldErrors(error, form.setError),
  });
  const setStatus = trpc.supportInbox.setStatus.useMutation({ onSuccess: () => void refresh() });
  const closed = message.status === "closed";
  const { errors } = form.formState;

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={form.handleSubmit(() => reply.mutate(form.getValues()))} data-testid="support-reply-form">
        <FormField label={t("supportInbox.replyBy")} error={errors.channel?.message}>
          <Controller
            control={form.control}
            name="channel"
            render={({ field }) => (
              <SegmentGroup.Root
                size="sm"
                value={field.value}
                onValueChange={(details) => details.value && field.onChange(details.value)}
                data-testid="support-reply-channel"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={SUPPORT_REPLY_CHANNELS.map((value) => ({
                    value,
                    label: t(`supportInbox.channels.${value}`),
                    disabled: !reachable.includes(value),
                  }))}
                />
              </SegmentGroup.Root>
            )}
          />
        </FormField>
        <FormField label={t("supportInbox.reply")} error={errors.body?.message}>
          <Textarea rows={5} data-testid="support-reply-body" {...form.register("body")} />
        </FormField>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button
            variant="outline"
            size="sm"
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: message.id, status: closed ? "new" : "closed" })}
            data-testid="support-toggle-closed"
          >
            {t(closed ? "supportInbox.reopen" : "supportInbox.closeMessage")}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={reply.isPending}
            disabled={reachable.length === 0}
            data-testid="support-reply-send"
          >
            <Send /> {t("supportInbox.send")}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
