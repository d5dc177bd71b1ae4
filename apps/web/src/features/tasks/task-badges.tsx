import { Badge } from "@chakra-ui/react";
import type { TaskType } from "@amlak/schemas";
import { useTranslation } from "react-i18next";
import type { TaskRow } from "./task-row.ts";
import { STATE_PALETTES, stateOf } from "./task-times.ts";

export function TaskTypeBadge({ type }: { type: TaskType }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" colorPalette="gray">
      {t(`tasksScreen.type.${type}`)}
    </Badge>
  );
}

/** Late, today, tomorrow, upcoming or completed, in words (colour is never the only signal). */
export function TaskStateBadge({ task }: { task: Pick<TaskRow, "status" | "group"> }) {
  const { t } = useTranslation();
  const state = stateOf(task);
  return (
    <Badge colorPalette={STATE_PALETTES[state]} variant="subtle" data-testid="task-state" data-state={state}>
      {t(`tasksScreen.status.${state}`)}
    </Badge>
  );
}
