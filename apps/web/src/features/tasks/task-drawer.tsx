import { Alert, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { toFixed2 } from "@amlak/money";
import { TASK_TYPES, taskSaveSchema } from "@amlak/schemas";
import { useEffect, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useFormat } from "../../lib/format.ts";
import { showServerFieldErrors } from "../../lib/form-errors.ts";
import { trpc } from "../../lib/trpc/client.ts";
import type { RouterOutputs } from "../../lib/trpc/router-types.ts";
import { useUserCalendar, type UserCalendar } from "../../lib/use-user-calendar.ts";
import { DateInput } from "../../ui/date-input.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { RecordDrawer } from "../../ui/record-drawer.tsx";
import { RouterLink } from "../../ui/router-link.tsx";
import { SwitchField } from "../../ui/switch-field.tsx";
import { DocumentsPanel } from "../documents/documents-panel.tsx";
import { useRefreshTasks } from "./task-row.ts";
import { riyadhDay, riyadhTime } from "./task-times.ts";
import { formResolver } from "../../lib/form-resolver.ts";
import { contactLabel } from "../contacts/contact-label.ts";

const formSchema = (calendar: UserCalendar) => taskSaveSchema(calendar.schema);
type TaskInput = z.input<ReturnType<typeof formSchema>>;
type Task = z.output<ReturnType<typeof formSchema>>;
type Stored = RouterOutputs["tasks"]["get"];
type FormValues = Record<Exclude<keyof TaskInput, "all_day" | "type">, string> & Pick<Task, "type" | "all_day">;

const blank = (calendar: UserCalendar, day: string): FormValues => ({
  type: "maintenance",
  title: "",
  description: "",
  cost: "",
  all_day: true,
  start_date: calendar.text(day),
  start_time: "09:00",
  end_date: calendar.text(day),
  end_time: "10:00",
  assignee_id: "",
  contact_id: "",
  real_estate_id: "",
});

const formValues = (calendar: UserCalendar, stored: Stored): FormValues => ({
  type: stored.type,
  title: stored.title,
  description: stored.description ?? "",
  cost: stored.cost ? toFixed2(stored.cost) : "",
  all_day: stored.allDay,
  start_date: calendar.text(riyadhDay(stored.start)),
  start_time: stored.allDay ? "09:00" : riyadhTime(stored.start),
  end_date: calendar.text(riyadhDay(stored.end)),
  end_time: stored.allDay ? "10:00" : riyadhTime(stored.end),
  assignee_id: stored.assigneeId ?? "",
  contact_id: stored.contactId ?? "",
  real_estate_id: stored.realEstateId ?? "",
});

interface Props {
  /** The task to edit, or "new". */
  id: string;
  /** A new task's day (YYYY-MM-DD): the day clicked on the calendar, or today. */
  day: string;
  /** Delete is offered when the package allows it. */
  mayDelete: boolean;
  onClose: () => void;
}

/**
 * Adds or edits a task (SPEC §3): type, title, description, cost, all day or its times, its days in the user's
 * calendar, who does it, the contact and the property. A task whose cost was recorded shows its expense payment.
 */
export function TaskDrawer({ id, day, mayDelete, onClose }: Props) {
  const { t } = useTranslation();
  const isNew = id === "new";
  const calendar = useUserCalendar();
  const refresh = useRefreshTasks();
  const stored = trpc.tasks.get.useQuery({ id }, { enabled: !isNew });
  const assignees = trpc.tasks.assignees.useQuery();
  const contacts = trpc.contacts.find.useQuery({});
  const estates = trpc.realEstates.find.useQuery({});
  const resolver = useMemo(() => formResolver(formSchema(calendar)), [calendar]);
  const form = useForm<TaskInput, unknown, Task>({ resolver, defaultValues: blank(calendar, day) });
  const { errors } = form.formState;
  const allDay = useWatch({ control: form.control, name: "all_day" }) === true;

  useEffect(() => {
    if (stored.data) form.reset(formValues(calendar, stored.data));
  }, [stored.data, form, calendar]);

  const done = () => {
    void refresh();
    onClose();
  };
  const onError = (error: unknown) => showServerFieldErrors(error, form.setError);
  const create = trpc.tasks.create.useMutation({ onSuccess: done, onError });
  const update = trpc.tasks.update.useMutation({ onSuccess: done, onError });
  const remove = trpc.tasks.delete.useMutation({ onSuccess: done });
  // Amounts travel as the exact decimal text the schema read.
  const save = (task: Task) => {
    const sent = { ...task, cost: task.cost && toFixed2(task.cost) };
    if (isNew) create.mutate(sent);
    else update.mutate({ id, ...sent });
  };

  const select = (field: "assignee_id" | "contact_id" | "real_estate_id", options: { id: string; name: string }[] | undefined) => (
    <FormField label={t(`tasksScreen.field.${field}`)} error={errors[field]?.message}>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={`task-${field}`} {...form.register(field)}>
          <option value="">{t("tasksScreen.none")}</option>
          {options?.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <RecordDrawer
      title={t(isNew ? "tasksScreen.add" : "tasksScreen.edit")}
      loading={!isNew && stored.isPending}
      onSubmit={form.handleSubmit(save)}
      saving={create.isPending || update.isPending}
      onClose={onClose}
      remove={
        stored.data && mayDelete
          ? {
              label: t("tasksScreen.action.delete"),
              question: t("tasksScreen.delete.question", { title: stored.data.title }),
              onConfirm: () => remove.mutateAsync({ id }),
            }
          : undefined
      }
      testId="task"
    >
      {stored.data?.expensePaymentId && <ExpenseRecorded task={stored.data} />}
      {stored.data?.requestedByName && (
        <Alert.Root status="info" variant="subtle" data-testid="task-requested-by">
          <Alert.Indicator />
          <Alert.Title>{t("maintenance.requestedBy", { tenant: stored.data.requestedByName })}</Alert.Title>
        </Alert.Root>
      )}
      <FormField label={t("tasksScreen.field.title")} error={errors.title?.message}>
        <Input autoComplete="off" data-testid="task-title" {...form.register("title")} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t("tasksScreen.type")} error={errors.type?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="task-type" {...form.register("type")}>
              {TASK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`tasksScreen.type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t("tasksScreen.field.cost")} error={errors.cost?.message}>
          <Input dir="ltr" inputMode="decimal" autoComplete="off" data-testid="task-cost" {...form.register("cost")} />
        </FormField>
      </SimpleGrid>
      <FormField label={t("tasksScreen.field.description")} error={errors.description?.message}>
        <Textarea rows={2} data-testid="task-description" {...form.register("description")} />
      </FormField>
      <Controller
        control={form.control}
        name="all_day"
        render={({ field }) => (
          <SwitchField
            {...field}
            label={t("tasksScreen.field.all_day")}
            hint={t("tasksScreen.field.all_dayHint")}
            data-testid="task-all-day"
          />
        )}
      />
      <SimpleGrid columns={allDay ? { base: 1, sm: 2 } : 2} gap="4">
        {(["start", "end"] as const).map((edge) => (
          <DayAndTime key={edge} edge={edge} allDay={allDay} form={form} />
        ))}
      </SimpleGrid>
      {select(
        "assignee_id",
        assignees.data?.map((user) => ({ id: user.id, name: user.name })),
      )}
      {select(
        "contact_id",
        contacts.data?.map((contact) => ({ id: contact.id, name: contactLabel(contact) })),
      )}
      {select(
        "real_estate_id",
        estates.data?.map((estate) => ({ id: estate.id, name: estate.title })),
      )}
      {!isNew && (
        <Stack gap="2" pt="2" borderTopWidth="1px">
          <Text fontWeight="semibold">{t("tasksScreen.documents")}</Text>
          <DocumentsPanel attachedTo="task" id={id} />
        </Stack>
      )}
    </RecordDrawer>
  );
}

/** The day a task starts or ends, in the user's calendar, and its time unless it takes whole days. */
function DayAndTime({
  edge,
  allDay,
  form,
}: {
  edge: "start" | "end";
  allDay: boolean;
  form: ReturnType<typeof useForm<TaskInput, unknown, Task>>;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <FormField label={t(`tasksScreen.field.${edge}_date`)} error={errors[`${edge}_date`]?.message}>
        <Controller
          control={form.control}
          name={`${edge}_date`}
          render={({ field }) => <DateInput {...field} value={String(field.value ?? "")} data-testid={`task-${edge}-date`} />}
        />
      </FormField>
      {!allDay && (
        <FormField label={t(`tasksScreen.field.${edge}_time`)} error={errors[`${edge}_time`]?.message}>
          <Input type="time" dir="ltr" data-testid={`task-${edge}-time`} {...form.register(`${edge}_time`)} />
        </FormField>
      )}
    </>
  );
}

/** The expense payment the task's cost was recorded as, with the way to it on the payments page. */
function ExpenseRecorded({ task }: { task: Stored }) {
  const { t } = useTranslation();
  const format = useFormat();
  const payments = `/payments?kind=expense&searchText=${encodeURIComponent(task.title)}`;
  return (
    <Alert.Root status="success" variant="subtle" data-testid="task-expense">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("tasksScreen.expense.recorded")}</Alert.Title>
        <Alert.Description>
          {task.expensePaidDate && t("tasksScreen.expense.recordedOn", { date: format.date(task.expensePaidDate) })}{" "}
          <RouterLink href={payments} fontWeight="medium">
            {t("tasksScreen.expense.open")}
          </RouterLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
