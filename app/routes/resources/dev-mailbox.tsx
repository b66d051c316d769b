import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { listRecentEmails } from "#app/db/email-outbox.server.ts";

export const meta: MetaFunction = () => [
  { title: "Development mailbox" },
  { name: "robots", content: "noindex" },
];

/**
 * Mail the site would have sent, for a developer running without an SMTP server. It exists
 * only then, and only for requests from this machine.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { mailer, database } = context.get(servicesContext);
  const { fromThisMachine } = context.get(requestInfoContext);
  if (mailer.delivery !== "dev-mailbox" || !fromThisMachine) {
    throw data("Not Found", { status: 404 });
  }
  const emails = await listRecentEmails(database.db, 50);
  return {
    emails: emails.map((email) => ({
      id: email.id,
      recipient: email.recipient,
      replyTo: email.replyTo,
      subject: email.subject,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
      text: email.text,
      html: email.html,
      links: [...new Set(email.text.match(/https?:\/\/[^\s)]+/g) ?? [])],
    })),
  };
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="container-page py-10">
      <h1 className="text-3xl font-bold tracking-tight">Development mailbox</h1>
      <p className="text-muted mt-2">
        No SMTP server is configured (SMTP_URL), so outgoing mail is kept here. Newest first.
      </p>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-slate-50 p-6">No mail yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {loaderData.emails.map((email) => (
            <li key={email.id}>
              <article
                aria-label={email.subject}
                className="rounded-2xl border border-slate-200 p-5"
              >
                <h2 className="text-lg font-semibold">{email.subject}</h2>
                <p className="text-muted mt-1 text-sm">
                  To {email.recipient}
                  {email.replyTo ? ` · Reply-To ${email.replyTo}` : ""} ·{" "}
                  <time dateTime={email.createdAt}>{new Date(email.createdAt).toUTCString()}</time>{" "}
                  · {email.status}
                </p>
                {email.links.length > 0 && (
                  <ul className="mt-3 space-y-1 text-sm">
                    {email.links.map((link) => (
                      <li key={link}>
                        <a href={link} className="text-brand-700 break-all underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-semibold">Text part</summary>
                  <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap">
                    {email.text}
                  </pre>
                </details>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold">HTML part</summary>
                  <iframe
                    title={`HTML part of ${email.subject}`}
                    sandbox=""
                    srcDoc={email.html}
                    className="mt-2 h-[32rem] w-full rounded-lg border border-slate-200"
                  />
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
