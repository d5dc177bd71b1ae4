import { Box, SegmentGroup, Stack, useBreakpointValue } from "@chakra-ui/react";
import arLocale from "@fullcalendar/core/locales/ar";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { addDays } from "@amlak/domain";
import { toIsoDate } from "@amlak/schemas";
import { keepPreviousData, skipToken } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { dirOf } from "../../lib/locale.ts";
import { useSession } from "../../lib/session/session-store.ts";
import { trpc } from "../../lib/trpc/client.ts";
import { oneOf } from "../../lib/url-state.ts";
import { LoadError } from "../../ui/load-error.tsx";
import { calendarTimes, riyadhDay, STATE_PALETTES, stateOf } from "./task-times.ts";
import type { TaskFilters } from "./use-task-filters.ts";

const MODES = ["month", "week"] as const;
const VIEW_OF = { month: "dayGridMonth", week: "timeGridWeek" } as const;

/** A calendar cell's day as YYYY-MM-DD: the calendar runs in wall time, so its dates' own fields are the day. */
const dayOf = (at: Date) => toIsoDate({ year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });

interface Props {
  filters: TaskFilters;
  /** Clicking a task opens it, and clicking a day adds a task on it, where the user may change tasks. */
  onOpen?: ((id: string) => void) | undefined;
  onAdd?: ((day: string) => void) | undefined;
}

/**
 * The tasks as a month or week calendar (?calendar=week), with the page's filters: Arabic and right to left in
 * Arabic, weeks from Sunday as in Saudi Arabia, each task coloured by its state (late red, completed green). A task
 * opens its drawer; a day opens "Add task" on it.
 */
export function TasksCalendar({ filters, onOpen, onAdd }: Props) {
  const { t } = useTranslation();
  const lang = useSession((session) => session.lang);
  const calendar = useRef<FullCalendar>(null);
  const mode = filters.url.get("calendar", oneOf(MODES)) ?? "month";
  // Seven weekday names fit a phone only as their first letters.
  const headerWeekday = useBreakpointValue({ base: "narrow", md: mode === "week" ? "short" : "long" } as const) ?? "long";
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const { searchText: _search, ...shown } = filters.filters;
  const query = trpc.tasks.calendar.useQuery(range ? { ...range, ...shown } : skipToken, { placeholderData: keepPreviousData });

  useEffect(() => {
    calendar.current?.getApi().changeView(VIEW_OF[mode]);
  }, [mode]);

  const events = (query.data ?? []).map((task) => {
    const color = `var(--chakra-colors-${STATE_PALETTES[stateOf(task)]}-600)`;
    return {
      id: task.id,
      title: task.title,
      ...calendarTimes(task),
      backgroundColor: color,
      borderColor: color,
      classNames: [`task-${stateOf(task)}`],
    };
  });

  return (
    <Stack gap="3" data-testid="tasks-calendar">
      <SegmentGroup.Root
        size="sm"
        alignSelf="start"
        value={mode}
        onValueChange={(details) =>
          details.value && filters.url.set({ calendar: details.value === "month" ? null : details.value }, { replace: true })
        }
        aria-label={t("tasksScreen.view.label")}
        data-testid="calendar-mode"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={MODES.map((value) => ({ value, label: t(`tasksScreen.calendar.${value}`) }))} />
      </SegmentGroup.Root>
      {query.isError && (
        <LoadError
          title={t("table.loadFailed")}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
          testId="calendar"
        />
      )}
      <Box
        borderWidth="1px"
        rounded="xl"
        bg="bg"
        p={{ base: "2", md: "4" }}
        aria-busy={query.isFetching}
        css={{
          "--fc-button-bg-color": "var(--chakra-colors-brand-600)",
          "--fc-button-border-color": "var(--chakra-colors-brand-600)",
          "--fc-button-hover-bg-color": "var(--chakra-colors-brand-700)",
          "--fc-button-active-bg-color": "var(--chakra-colors-brand-800)",
          "--fc-today-bg-color": "var(--chakra-colors-brand-50)",
          "& .fc-toolbar-title": { fontSize: { base: "md", md: "xl" } },
          "& .fc-daygrid-day, & .fc-timegrid-slot": { cursor: onAdd ? "pointer" : undefined },
          "& .fc-event": { cursor: onOpen ? "pointer" : undefined },
        }}
      >
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
          initialView={VIEW_OF[mode]}
          locales={[arLocale]}
          locale={lang}
          direction={dirOf(lang)}
          firstDay={0}
          // Today is Riyadh's, as the tasks' groups are, whatever the browser's clock zone.
          now={() => riyadhDay(new Date())}
          headerToolbar={{ start: "prev,next today", center: "title", end: "" }}
          buttonText={{ today: t("tasksScreen.calendar.today") }}
          allDayText={t("tasksScreen.calendar.allDay")}
          // A month grows with its weeks; a week scrolls its hours, opening on the working day.
          height={mode === "week" ? 760 : "auto"}
          scrollTime="07:00:00"
          dayMaxEvents={3}
          eventDisplay="block"
          dayHeaderFormat={{ weekday: headerWeekday }}
          events={events}
          datesSet={(info) => {
            const shownDays = { from: dayOf(info.start), to: addDays(dayOf(info.end), -1) };
            // The calendar reports its days after every render: only a move to other days is new.
            setRange((previous) => (previous?.from === shownDays.from && previous.to === shownDays.to ? previous : shownDays));
          }}
          eventClick={(info) => onOpen?.(info.event.id)}
          dateClick={onAdd && ((info) => onAdd(dayOf(info.date)))}
          eventDidMount={(info) => info.el.setAttribute("data-testid", "calendar-task")}
        />
      </Box>
    </Stack>
  );
}
