import { useId } from "react";

export interface LeadDay {
  /** "YYYY-MM-DD" in the company's time zone. */
  day: string;
  leads: number;
}

const WIDTH = 300;
const HEIGHT = 100;
const GAP = 2;

const dayLabel = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
});
const weekdayLabel = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});

/** A company day's name; the day string is read as a UTC date so no zone can shift it. */
const labelOf = (day: string, format = dayLabel) => format.format(new Date(`${day}T00:00:00Z`));

const leadsText = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/** A round top for the scale, so the gridline reads as a plain number. */
function scaleTop(max: number): number {
  if (max <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/**
 * Leads per day as bars, drawn on the server as SVG. The drawing stretches to the page's
 * width, so its labels are HTML around it, which keeps them readable on a phone. A screen
 * reader hears a summary; the figures themselves are in a table under the chart.
 */
export function LeadChart({ days }: { days: readonly LeadDay[] }) {
  const summaryId = useId();
  const total = days.reduce((sum, day) => sum + day.leads, 0);
  const busiest = days.reduce<LeadDay | null>(
    (best, day) => (day.leads > (best?.leads ?? 0) ? day : best),
    null,
  );
  const first = days[0];
  const last = days.at(-1);
  const middle = days[Math.floor(days.length / 2)];
  const top = scaleTop(busiest?.leads ?? 0);
  const slot = WIDTH / Math.max(1, days.length);
  const summary =
    first && last
      ? `Leads per day from ${labelOf(first.day)} to ${labelOf(last.day)}: ${leadsText(total)} in all` +
        (busiest ? `, most on ${labelOf(busiest.day)} (${busiest.leads}).` : ".")
      : "No days to show.";

  return (
    <figure>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="text-muted flex h-40 w-6 shrink-0 flex-col justify-between text-right text-xs"
        >
          <span className="-mt-2">{top}</span>
          <span className="-mb-2">0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={summaryId}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0 overflow-visible"
        >
          <line
            x1="0"
            x2={WIDTH}
            y1="0.5"
            y2="0.5"
            className="stroke-slate-200"
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
          />
          <line
            x1="0"
            x2={WIDTH}
            y1={HEIGHT}
            y2={HEIGHT}
            className="stroke-slate-400"
            vectorEffect="non-scaling-stroke"
          />
          {days.map((day, index) => {
            if (day.leads === 0) return null;
            const height = (day.leads / top) * HEIGHT;
            return (
              <rect
                key={day.day}
                x={index * slot + GAP / 2}
                y={HEIGHT - height}
                width={slot - GAP}
                height={height}
                rx="1"
                className="fill-brand-600"
              >
                <title>{`${labelOf(day.day, weekdayLabel)}: ${leadsText(day.leads)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="text-muted mt-1 flex justify-between pl-8 text-xs">
        {[first, middle, last].map((day) =>
          day ? <span key={day.day}>{labelOf(day.day)}</span> : null,
        )}
      </div>
      <figcaption id={summaryId} className="mt-3 text-sm text-slate-700">
        {summary}
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="text-brand-700 cursor-pointer font-medium">
          Leads per day as a table
        </summary>
        <div className="mt-2 rounded-xl border border-slate-200">
          <table className="w-full text-left">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <td className="px-3 py-1.5">{labelOf(day.day, weekdayLabel)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.leads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
