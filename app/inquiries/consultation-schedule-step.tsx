import { timeSlots } from "./consultation-options.ts";
import { formatDate, toggleDate, toggleTime, type DateSelection } from "./booking-dates.ts";
import { consultationSteps } from "./consultation-fields.ts";

const shortDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));

/** Step 3: toggle dates, then the times of the date chosen last; all times are Eastern Time. */
export function ScheduleStep({
  dates,
  selection,
  onChange,
}: {
  dates: string[];
  selection: DateSelection;
  onChange: (selection: DateSelection) => void;
}) {
  const chosen = new Set(selection.selectedDates.map((entry) => entry.date));
  const highlighted = selection.selectedDates.find(
    (entry) => entry.date === selection.lastSelectedDate,
  );
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
          {dates.map((date) => (
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
          <div role="group" aria-labelledby="times-title" className="mt-3 flex flex-wrap gap-2">
            {timeSlots.map((time) => (
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
                {time}
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
  if (selection.selectedDates.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label="Your preferred dates">
      {selection.selectedDates.map((entry) => (
        <li key={entry.date}>
          <span className="font-semibold">{formatDate(entry.date)}</span>:{" "}
          {entry.times.length > 0
            ? `${entry.times.join(", ")} (Eastern Time)`
            : "No times selected"}
        </li>
      ))}
    </ul>
  );
}
