import { Box, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../lib/format.ts";
import { Figure } from "../../ui/data-table.tsx";
import type { TaskRow } from "./task-row.ts";
import { riyadhDay, riyadhTime } from "./task-times.ts";

/** When a task runs, in the user's calendar: its days, and its times unless it takes whole days. */
export function TaskWhen({ task }: { task: Pick<TaskRow, "start" | "end" | "allDay"> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [first, last] = [riyadhDay(task.start), riyadhDay(task.end)];
  const days = first === last ? format.date(first) : `${format.date(first)} – ${format.date(last)}`;
  return (
    <Box>
      <Figure>{days}</Figure>
      <Text textStyle="xs" color="fg.muted">
        {task.allDay ? t("tasksScreen.allDay") : <Figure>{`${riyadhTime(task.start)} – ${riyadhTime(task.end)}`}</Figure>}
      </Text>
    </Box>
  );
}
