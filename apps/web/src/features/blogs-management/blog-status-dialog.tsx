import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";

type Blog = RouterOutputs["blogs"]["list"]["rows"][number];

/** Change Status (SPEC §2): publishes the post on the public blog, or takes it off, behind a confirmation saying so. */
export function BlogStatusDialog({ blog, onClose }: { blog: Blog; onClose: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const setStatus = trpc.blogs.update.useMutation({
    onSuccess: () => {
      void utils.blogs.list.invalidate();
      onClose();
    },
  });
  const names = { title: blog.title };
  return (
    <ConfirmDialog
      title={t(blog.active ? "blogsAdmin.deactivateTitle" : "blogsAdmin.activateTitle", names)}
      confirmLabel={t("blogsAdmin.changeStatus")}
      destructive={blog.active}
      loading={setStatus.isPending}
      onConfirm={() => setStatus.mutate({ id: blog.id, active: !blog.active })}
      onClose={onClose}
      testId="blog-status-dialog"
    >
      <Text>{t(blog.active ? "blogsAdmin.deactivateBody" : "blogsAdmin.activateBody", names)}</Text>
    </ConfirmDialog>
  );
}
