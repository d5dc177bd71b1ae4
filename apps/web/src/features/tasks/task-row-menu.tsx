import { Menu, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { money } from "@amlak/money";
import { MANUAL_PAYMENT_METHODS, type ManualPaymentMethod } from "@amlak/schemas";
import { CircleCheck, Pencil, Receipt, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RowMenu } from "../../ui/row-menu.tsx";
import { useRefreshPayments } from "../payments/payment-row.ts";
import { useRefreshTasks, type TaskRow } from "./task-row.ts";

/** What the user may do with tasks: their role and package decide (tasks.write, payments.write, TASKS actions). */
export interface TaskRights {
  manage: boolean;
  delete: boolean;
  recordExpense: boolean;
}

type Dialog = "expense" | "delete";

/**
 * The ⋯ menu of a task row: edit, complete or reopen, record its cost as an expense (once, when it has one) and
 * delete, each only where the user's rights allow; the expense and the delete behind a dialog that names the task.
 */
export function TaskRowMenu({ task, rights, onEdit }: { task: TaskRow; rights: TaskRights; onEdit: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const refreshTasks = useRefreshTasks();
  const refreshPayments = useRefreshPayments();
  const [open, setOpen] = useState<Dialog | null>(null);
  const [method, setMethod] = useState<ManualPaymentMethod>("cash");
  const close = () => setOpen(null);
  const afterward = { onSuccess: () => refreshTasks(), onSettled: close };
  const complete = trpc.tasks.complete.useMutation(afterward);
  const reopen = trpc.tasks.reopen.useMutation(afterward);
  const remove = trpc.tasks.delete.useMutation(afterward);
  const recordExpense = trpc.tasks.recordExpense.useMutation({
    onSuccess: () => Promise.all([refreshTasks(), refreshPayments()]),
    onSettled: close,
  });
  const expensable = rights.recordExpense && task.expensePaymentId === null && task.cost !== null && !money(task.cost).isZero();

  if (!rights.manage && !rights.delete) return null;
  return (
    <>
      <RowMenu label={t("tasksScreen.menu.label", { title: task.title })} testId="task-menu">
        {rights.manage && (
          <Menu.Item value="edit" onSelect={onEdit} data-testid="task-action-edit">
            <Pencil size={16} /> {t("tasksScreen.action.edit")}
          </Menu.Item>
        )}
        {rights.manage && task.status === "pending" && (
          <Menu.Item value="complete" onSelect={() => complete.mutate({ id: task.id })} data-testid="task-action-complete">
            <CircleCheck size={16} /> {t("tasksScreen.action.complete")}
          </Menu.Item>
        )}
        {rights.manage && task.status === "completed" && (
          <Menu.Item value="reopen" onSelect={() => reopen.mutate({ id: task.id })} data-testid="task-action-reopen">
            <RotateCcw size={16} /> {t("tasksScreen.action.reopen")}
          </Menu.Item>
        )}
        {expensable && (
          <Menu.Item value="expense" onSelect={() => setOpen("expense")} data-testid="task-action-expense">
            <Receipt size={16} /> {t("tasksScreen.action.recordExpense")}
          </Menu.Item>
        )}
        {rights.delete && (
          <>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" onSelect={() => setOpen("delete")} data-testid="task-action-delete">
              <Trash2 size={16} /> {t("tasksScreen.action.delete")}
            </Menu.Item>
          </>
        )}
      </RowMenu>
      {open === "expense" && task.cost && (
        <ConfirmDialog
          testId="task-expense-dialog"
          title={t("tasksScreen.expense.title")}
          confirmLabel={t("tasksScreen.action.recordExpense")}
          loading={recordExpense.isPending}
          onConfirm={() => recordExpense.mutate({ id: task.id, payment_method: method })}
          onClose={close}
        >
          <Stack gap="4">
            <Text>
              {t("tasksScreen.expense.question", {
                amount: format.money(task.cost),
                category: t(`tasksScreen.expense.category.${task.type === "maintenance" ? "maintenance" : "extra"}`),
                property: task.realEstateTitle ? t("tasksScreen.expense.onProperty", { property: task.realEstateTitle }) : "",
                title: task.title,
              })}
            </Text>
            <FormField label={t("tasksScreen.expense.method")}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={method}
                  onChange={(event) => setMethod(event.target.value as ManualPaymentMethod)}
                  data-testid="task-expense-method"
                >
                  {MANUAL_PAYMENT_METHODS.map((option) => (
                    <option key={option} value={option}>
                      {t(`document.paymentMethod.${option}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </Stack>
        </ConfirmDialog>
      )}
      {open === "delete" && (
        <ConfirmDialog
          destructive
          testId="task-delete-dialog"
          title={t("tasksScreen.action.delete")}
          confirmLabel={t("tasksScreen.action.delete")}
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ id: task.id })}
          onClose={close}
        >
          {t("tasksScreen.delete.question", { title: task.title })}
        </ConfirmDialog>
      )}
    </>
  );
}
