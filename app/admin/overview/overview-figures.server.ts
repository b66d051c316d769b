import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { COMPANY_TIME_ZONE } from "../console/console-time.ts";
import { addDays, lastCompanyDays, startOfCompanyDay, type CompanyDay } from "./overview-days.ts";

/** The windows the overview counts over, in company days ending today. */
export const OVERVIEW_WINDOWS = [7, 30] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];
/** The chart covers the longest window. */
const CHART_DAYS = 30;

export interface WindowFigures {
  days: OverviewWindow;
  /** Contact messages and consultation requests, spam left out. */
  leads: number;
  /** Consultation requests still open with no meeting confirmed (nor cancelled) yet. */
  waitingConsultations: number;
  conversations: number;
  newSubscribers: number;
}

export interface OverviewFigures {
  windows: WindowFigures[];
  /** Consultation requests waiting for a confirmed time, however old. */
  waitingConsultationsInAll: number;
  /** Leads per company day over the last 30 days, oldest first, days without any included. */
  leadsPerDay: { day: CompanyDay; leads: number }[];
}

type Rows<Row> = { rows: Row[] };

const waiting = sql`status not in ('spam', 'done') and meeting_status is null`;

/**
 * The overview's figures in two statements: the leads per day (the windows' lead counts are
 * sums of them), and every other count as a scalar subquery of one select. A window is whole
 * company days, today included, so "7 days" reads the same in the morning and at night.
 */
export async function loadOverviewFigures(
  db: Database,
  now: Date = new Date(),
): Promise<OverviewFigures> {
  const days = lastCompanyDays(now, CHART_DAYS);
  const end = startOfCompanyDay(addDays(days.at(-1)!, 1));
  const startOf = (window: number) => startOfCompanyDay(days[days.length - window]!);
  const from = (window: number) => sql`${startOf(window).toISOString()}::timestamptz`;
  const until = sql`${end.toISOString()}::timestamptz`;
  const inWindow = (window: number) => sql`created_at >= ${from(window)} and created_at < ${until}`;
  // Conversation times are epoch milliseconds.
  const msInWindow = (window: number) =>
    sql`created_at >= ${startOf(window).getTime()} and created_at < ${end.getTime()}`;
  const leadDay = sql`to_char(created_at at time zone ${COMPANY_TIME_ZONE}, 'YYYY-MM-DD')`;

  const [series, counts] = await Promise.all([
    db.execute(sql`
      select day, count(*)::int as leads from (
        select ${leadDay} as day from contacts
          where status <> 'spam' and ${inWindow(CHART_DAYS)}
        union all
        select ${leadDay} as day from consultations
          where status <> 'spam' and ${inWindow(CHART_DAYS)}
      ) as leads
      group by day`) as unknown as Promise<Rows<{ day: string; leads: number }>>,
    db.execute(sql`
      select
        (select count(*)::int from consultations where ${waiting} and ${inWindow(7)}) as waiting7,
        (select count(*)::int from consultations where ${waiting} and ${inWindow(30)}) as waiting30,
        (select count(*)::int from consultations where ${waiting}) as waiting_all,
        (select count(*)::int from conversations where ${msInWindow(7)}) as conversations7,
        (select count(*)::int from conversations where ${msInWindow(30)}) as conversations30,
        (select count(*)::int from subscriptions
          where status = 'subscribed' and ${inWindow(7)}) as subscribers7,
        (select count(*)::int from subscriptions
          where status = 'subscribed' and ${inWindow(30)}) as subscribers30`) as unknown as Promise<
      Rows<Record<string, number>>
    >,
  ]);

  const perDay = new Map(series.rows.map((row) => [row.day, Number(row.leads)]));
  const leadsPerDay = days.map((day) => ({ day, leads: perDay.get(day) ?? 0 }));
  const figures = counts.rows[0] ?? {};
  const figure = (name: string) => Number(figures[name] ?? 0);
  return {
    windows: OVERVIEW_WINDOWS.map((window) => ({
      days: window,
      leads: leadsPerDay.slice(-window).reduce((sum, day) => sum + day.leads, 0),
      waitingConsultations: figure(`waiting${window}`),
      conversations: figure(`conversations${window}`),
      newSubscribers: figure(`subscribers${window}`),
    })),
    waitingConsultationsInAll: figure("waiting_all"),
    leadsPerDay,
  };
}
