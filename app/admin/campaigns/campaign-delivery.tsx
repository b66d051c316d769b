import { useEffect } from "react";
import { useRevalidator } from "react-router";

export interface CampaignDeliveryFigures {
  status: "sending" | "sent";
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

/** While a campaign is sending, the page reloads its figures this often. */
const REFRESH_MS = 2_000;

/** How far a campaign's delivery has come: live while it sends, the stored totals after. */
export function CampaignDelivery({ figures }: { figures: CampaignDeliveryFigures }) {
  const revalidator = useRevalidator();
  const sending = figures.status === "sending";
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [sending, revalidator]);

  const done = figures.sent + figures.failed;
  const percent = figures.recipients === 0 ? 100 : Math.round((done / figures.recipients) * 100);
  const summary = `${done.toLocaleString("en-US")} of ${figures.recipients.toLocaleString("en-US")} emails handled`;
  return (
    <div className="space-y-4">
      <div
        role="progressbar"
        aria-label="Delivery"
        aria-valuemin={0}
        aria-valuemax={figures.recipients}
        aria-valuenow={done}
        aria-valuetext={`${summary} (${percent}%)`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="bg-brand-600 h-full rounded-full" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        {sending ? `Sending: ${summary} (${percent}%).` : `Finished: ${summary}.`}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["Recipients", figures.recipients],
            ["Queued", figures.queued],
            ["Sent", figures.sent],
            ["Failed", figures.failed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-muted text-sm">{label}</dt>
            <dd className="text-ink mt-1 text-2xl font-bold">{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
