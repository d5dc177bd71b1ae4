import { Input, SimpleGrid, Skeleton, Textarea } from "@chakra-ui/react";
import { ZBlogSaveSchema, type TBlogContent } from "@amlak/schemas";
import { lazy, Suspense, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { toaster } from "../../ui/toaster.tsx";
import { BlogCover } from "./blog-cover.tsx";

// Its own chunk: TipTap and ProseMirror load only when a writer opens a post.
const RichTextEditor = lazy(async () => ({ default: (await import("./rich-text-editor.tsx")).RichTextEditor }));

type BlogInput = z.input<typeof ZBlogSaveSchema>;
type Blog = z.output<typeof ZBlogSaveSchema>;
type StoredBlog = RouterOutputs["blogs"]["get"];

const EMPTY_CONTENT: TBlogContent = { type: "doc", content: [{ type: "paragraph" }] };
const BLANK: BlogInput = {
  title: "",
  page_title: "",
  url: "",
  meta_description: "",
  image_key_object: "",
  content: EMPTY_CONTENT,
  active: false,
};

/** Create Blog, or the post a row opens (SPEC §2, §4, §5 Blog). */
export function BlogDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const stored = trpc.blogs.get.useQuery({ id: id ?? "" }, { enabled: Boolean(id), gcTime: 0 });
  const loading = Boolean(id) && !stored.data;
  return loading ? (
    <RecordDrawer
      title={t("blogsAdmin.edit")}
      loading
      onSubmit={(event) => event.preventDefault()}
      saving={false}
      onClose={onClose}
      testId="blog"
      size="lg"
    >
      {null}
    </RecordDrawer>
  ) : (
    <BlogForm stored={stored.data ?? null} onClose={onClose} />
  );
}

function BlogForm({ stored, onClose }: { stored: StoredBlog | null; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [cover, setCover] = useState(stored?.image_url ?? null);
  const [uploads, setUploads] = useState(0);
  const form = useForm<BlogInput, unknown, Blog>({
    resolver: formResolver(ZBlogSaveSchema),
    defaultValues: stored ? { ...stored, content: stored.content as TBlogContent } : BLANK,
    mode: "onBlur",
  });
  const { errors } = form.formState;
  const saved = () => {
    void utils.blogs.list.invalidate();
    onClose();
  };
  const onError = (error: unknown) => showServerFieldErrors(error, form.setError);
  const create = trpc.blogs.create.useMutation({ onSuccess: saved, onError });
  const update = trpc.blogs.update.useMutation({ onSuccess: saved, onError });
  const uploading = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (uploads > 0) {
      event.preventDefault();
      toaster.create({ type: "warning", title: t("blogsAdmin.waitForUploads") });
      return;
    }
    void form.handleSubmit(
      (blog) => (stored ? update.mutate({ id: stored.id, ...blog }) : create.mutate(blog)),
      () => toaster.create({ type: "error", title: t("blogsAdmin.fillRequired") }),
    )(event);
  };

  return (
    <RecordDrawer
      title={t(stored ? "blogsAdmin.edit" : "blogsAdmin.create")}
      onSubmit={submit}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      testId="blog"
      size="lg"
    >
      <FormField label={t("blogsAdmin.title")} error={errors.title?.message}>
        <Input autoComplete="off" dir="auto" data-testid="blog-title" {...form.register("title")} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={t("blogsAdmin.pageTitle")} error={errors.page_title?.message} helperText={t("blogsAdmin.pageTitleHint")}>
          <Input autoComplete="off" dir="auto" data-testid="blog-page-title" {...form.register("page_title")} />
        </FormField>
        <FormField label={t("blogsAdmin.url")} error={errors.url?.message} helperText={t("blogsAdmin.urlHint")}>
          <Input autoComplete="off" dir="auto" data-testid="blog-url" {...form.register("url")} />
        </FormField>
      </SimpleGrid>
      <FormField
        label={t("blogsAdmin.metaDescription")}
        error={errors.meta_description?.message}
        helperText={t("blogsAdmin.metaDescriptionHint")}
      >
        <Textarea rows={2} dir="auto" autoresize data-testid="blog-meta-description" {...form.register("meta_description")} />
      </FormField>
      <FormField label={t("blogsAdmin.cover")} error={errors.image_key_object?.message} helperText={t("blogsAdmin.coverHint")}>
        <BlogCover
          url={cover}
          invalid={Boolean(errors.image_key_object)}
          onUploading={uploading}
          onChange={(uploaded) => {
            setCover(uploaded.url);
            form.setValue("image_key_object", uploaded.id, { shouldValidate: true, shouldDirty: true });
          }}
        />
      </FormField>
      <FormField label={t("blogsAdmin.content")} error={errors.content?.message}>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <Suspense fallback={<Skeleton height="64" w="full" aria-label={t("blogsAdmin.editorLoading")} />}>
              <RichTextEditor
                value={field.value as TBlogContent}
                onChange={field.onChange}
                onBlur={field.onBlur}
                onUploading={uploading}
                invalid={Boolean(errors.content)}
              />
            </Suspense>
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <SwitchField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={t("blogsAdmin.active")}
            hint={t("blogsAdmin.activeHint")}
            data-testid="blog-active"
          />
        )}
      />
    </RecordDrawer>
  );
}
