import { useTimeZone } from "#app/lib/use-time-zone.ts";
import {
  formatDate,
  toggleDate,
  toggleTime,
  type BookableDay,
  type DateSelection,
} from "./booking-dates.ts";
import { chosenTimes, slotInZone } from "./visitor-time.ts";
import { consultationSteps } from "./consultation-fields.ts";

const shortDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * Step 3: toggle dates, then the times of the date chosen last. Times are Eastern Time; a
 * visitor whose clock reads otherwise also sees each one in their own time.
 */
export function ScheduleStep({
  schedule,
  selection,
  onChange,
}: {
  schedule: BookableDay[];
  selection: DateSelection;
  onChange: (selection: DateSelection) => void;
}) {
  const zone = useTimeZone();
  const chosen = new Set(selection.selectedDates.map((entry) => entry.date));
  const highlighted = selection.selectedDates.find(
    (entry) => entry.date === selection.lastSelectedDate,
  );
  const slots = schedule.find((day) => day.date === highlighted?.date)?.slots ?? [];
  const local = (time: string) =>
    highlighted && zone ? slotInZone(highlighted.date, time, zone) : null;
  const showsLocal = slots.some((time) => local(time) !== null);
  return (
    <div className="space-y-6">
      <div>
        <h3 id="dates-title" className="font-semibold">
          {consultationSteps[2].fields.selectedDates}
        </h3>
        <div
          role="group"
          aria-labelledby="dates-title"
          className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          {schedule.map(({ date }) => (
            <button
              key={date}
              type="button"
              aria-pressed={chosen.has(date)}
              onClick={() => onChange(toggleDate(selection, date))}
              className={`rounded-xl border px-3 py-2 text-sm font-medium ${
                date === selection.lastSelectedDate
                  ? "border-brand-700 bg-brand-600 text-white"
                  : chosen.has(date)
                    ? "border-brand-600 bg-brand-50 text-brand-800"
                    : "text-ink hover:border-brand-400 border-slate-300 bg-white"
              }`}
            >
              {shortDate(date)}
            </button>
          ))}
        </div>
      </div>
      {highlighted && (
        <div>
          <h3 id="times-title" className="font-semibold">
            Preferred times on {formatDate(highlighted.date)} (Eastern Time)
          </h3>
          {showsLocal && (
            <p className="text-muted mt-1 text-sm">Below each time: your time ({zone}).</p>
          )}
          <div role="group" aria-labelledby="times-title" className="mt-3 flex flex-wrap gap-2">
            {slots.map((time) => (
              <button
                key={time}
                type="button"
                aria-pressed={highlighted.times.includes(time)}
                onClick={() => onChange(toggleTime(selection, highlighted.date, time))}
                className={`rounded-full border px-4 py-2 text-sm font-medium ${
                  highlighted.times.includes(time)
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "text-ink hover:border-brand-400 border-slate-300 bg-white"
                }`}
              >
                {time}{" "}
                {local(time) && (
                  <span className="block text-xs font-normal">{local(time)} your time</span>
                )}
              </button>
            ))}
          </div>
        </div>
      )}
      <ScheduleSummary selection={selection} />
    </div>
  );
}

export function ScheduleSummary({
  selection,
}: {
  selection: Pick<DateSelection, "selectedDates">;
}) {
  const zone = useTimeZone();
  if (selection.selectedDates.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label="Your preferred dates">
      {selection.selectedDates.map((entry) => (
        <li key={entry.date}>
          <span className="font-semibold">{formatDate(entry.date)}</span>:{" "}
          {chosenTimes(entry, zone)}
        </li>
      ))}
    </ul>
  );
}
