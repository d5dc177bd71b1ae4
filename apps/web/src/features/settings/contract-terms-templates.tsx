import { Badge, Button, Card, HStack, IconButton, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { TEMPLATE_TYPE_IDS, TEMPLATES_PER_TYPE_MAX, ZTemplateCreateSchema } from "@amlak/schemas";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { LoadError } from "../../ui/load-error.tsx";
import { formResolver } from "../../lib/form-resolver.ts";

type Template = RouterOutputs["templates"]["list"][number];
type TemplateForm = z.input<typeof ZTemplateCreateSchema>;

const CONTRACT_TERMS = { templateType: "ContractTerms" } as const;
const EMPTY: TemplateForm = { title: "", content: "", template_type_id: TEMPLATE_TYPE_IDS.ContractTerms };

/**
 * Contract terms templates (SPEC §3 User template, §5, §9): cards with each template's title and the start of its
 * terms; add (only while fewer than three exist and none is being edited), edit in place, delete after confirmation.
 */
export function ContractTermsTemplates() {
  const { t } = useTranslation();
  const templates = trpc.templates.list.useQuery(CONTRACT_TERMS);
  // "new" while adding, a template's id while editing it.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const utils = trpc.useUtils();
  const remove = trpc.templates.delete.useMutation({
    onSuccess: () => {
      setDeleting(null);
      void utils.templates.list.invalidate();
    },
  });
  const count = templates.data?.length ?? 0;
  const mayAdd = templates.data !== undefined && count < TEMPLATES_PER_TYPE_MAX && editing === null;

  return (
    <Card.Root data-testid="terms-templates">
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Stack gap="1">
            <HStack gap="2">
              <Card.Title>{t("termsTemplates.title")}</Card.Title>
              <Badge variant="subtle">{t("termsTemplates.count", { used: count, max: TEMPLATES_PER_TYPE_MAX })}</Badge>
            </HStack>
            <Card.Description>{t("termsTemplates.lead", { max: TEMPLATES_PER_TYPE_MAX })}</Card.Description>
          </Stack>
          {mayAdd && (
            <IconButton
              aria-label={t("termsTemplates.add")}
              title={t("termsTemplates.add")}
              colorPalette="brand"
              size="sm"
              onClick={() => setEditing("new")}
              data-testid="terms-template-add"
            >
              <Plus />
            </IconButton>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {templates.error ? (
          <LoadError
            title={t("termsTemplates.loadError")}
            error={templates.error}
            onRetry={() => void templates.refetch()}
            retrying={templates.isFetching}
            testId="terms-templates"
          />
        ) : !templates.data ? (
          <Skeleton height="24" />
        ) : (
          <Stack gap="3">
            {editing === "new" && <TemplateEditor onDone={() => setEditing(null)} />}
            {count === 0 && editing !== "new" && <Text color="fg.muted">{t("termsTemplates.empty")}</Text>}
            {count >= TEMPLATES_PER_TYPE_MAX && editing === null && (
              <Text textStyle="sm" color="fg.muted">
                {t("termsTemplates.full", { max: TEMPLATES_PER_TYPE_MAX })}
              </Text>
            )}
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
              {templates.data.map((template) =>
                editing === template.id ? (
                  <TemplateEditor key={template.id} template={template} onDone={() => setEditing(null)} />
                ) : (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    actionsDisabled={editing !== null}
                    onEdit={() => setEditing(template.id)}
                    onDelete={() => setDeleting(template)}
                  />
                ),
              )}
            </SimpleGrid>
          </Stack>
        )}
      </Card.Body>
      {deleting && (
        <ConfirmDialog
          title={t("termsTemplates.deleteTitle")}
          confirmLabel={t("termsTemplates.deleteConfirm")}
          destructive
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: deleting.id })}
          onClose={() => setDeleting(null)}
          testId="terms-template-delete-dialog"
        >
          {t("termsTemplates.deleteQuestion", { title: deleting.title })}
        </ConfirmDialog>
      )}
    </Card.Root>
  );
}

interface CardProps {
  template: Template;
  actionsDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function TemplateCard({ template, actionsDisabled, onEdit, onDelete }: CardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" variant="outline" data-testid="terms-template">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" lineClamp={2} data-testid="terms-template-title">
            {template.title}
          </Text>
          {template.contracts > 0 ? (
            <Badge variant="subtle" colorPalette="gray" flexShrink={0} data-testid="terms-template-in-use">
              {t("termsTemplates.inUse", { count: template.contracts })}
            </Badge>
          ) : (
            <HStack gap="1" flexShrink={0}>
              <IconButton
                aria-label={t("termsTemplates.edit", { title: template.title })}
                variant="ghost"
                size="xs"
                disabled={actionsDisabled}
                onClick={onEdit}
                data-testid="terms-template-edit"
              >
                <Pencil />
              </IconButton>
              <IconButton
                aria-label={t("termsTemplates.delete", { title: template.title })}
                variant="ghost"
                size="xs"
                colorPalette="red"
                disabled={actionsDisabled}
                onClick={onDelete}
                data-testid="terms-template-delete"
              >
                <Trash2 />
              </IconButton>
            </HStack>
          )}
        </HStack>
        <Text textStyle="sm" color="fg.muted" lineClamp={4} whiteSpace="pre-line">
          {template.content}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** Adds a template, or edits `template` in place of its card. */
function TemplateEditor({ template, onDone }: { template?: Template; onDone: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const form = useForm<TemplateForm>({
    resolver: formResolver(ZTemplateCreateSchema),
    defaultValues: template ? { ...EMPTY, title: template.title, content: template.content } : EMPTY,
    mode: "onBlur",
  });
  const saved = {
    onSuccess: () => {
      void utils.templates.list.invalidate();
      onDone();
    },
    onError: (error: unknown) => showServerFieldErrors(error, form.setError),
  };
  const create = trpc.templates.create.useMutation(saved);
  const update = trpc.templates.update.useMutation(saved);
  const submit = form.handleSubmit(() => {
    const { title, content } = form.getValues();
    if (template) update.mutate({ id: template.id, title, content });
    else create.mutate(form.getValues());
  });
  const { errors } = form.formState;
  return (
    <Card.Root size="sm" variant="outline" borderColor="brand.solid" gridColumn={template ? undefined : "1 / -1"}>
      <Card.Body>
        <Stack asChild gap="3">
          <form noValidate onSubmit={submit} data-testid="terms-template-form">
            <FormField label={t("termsTemplates.templateTitle")} error={errors.title?.message}>
              <Input data-testid="terms-template-title-input" {...form.register("title")} />
            </FormField>
            <FormField label={t("termsTemplates.content")} error={errors.content?.message}>
              <Textarea rows={6} data-testid="terms-template-content-input" {...form.register("content")} />
            </FormField>
            <HStack gap="2">
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                loading={create.isPending || update.isPending}
                data-testid="terms-template-save"
              >
                {t("termsTemplates.save")}
              </Button>
              <Button size="sm" variant="outline" onClick={onDone}>
                {t("action.cancel")}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
