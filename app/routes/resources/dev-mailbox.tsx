import type { MetaFunction } from "react-router";
import type { Route } from "./+types/dev-mailbox";
import { listRecentEmails } from "#app/db/email-outbox.server.ts";
import { mailAttachments, mailHeaders } from "#app/email/mail-parts.server.ts";
import { devMailboxServices } from "./dev-mailbox-access.server.ts";

export const meta: MetaFunction = () => [
  { title: "Development mailbox" },
  { name: "robots", content: "noindex" },
];

/**
 * Mail the site would have sent, for a developer running without an SMTP server: each email as
 * a mail program would see it, with its headers and attached files.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, config } = devMailboxServices(context);
  const emails = await listRecentEmails(database.db, 50);
  return {
    emails: emails.map((email) => ({
      id: email.id,
      subject: email.subject,
      headers: mailHeaders(email, config.mail.from),
      attachments: mailAttachments(email),
      status: email.status,
      createdAt: email.createdAt.toISOString(),
      text: email.text,
      html: email.html,
      links: [...new Set(email.text.match(/https?:\/\/[^\s)]+/g) ?? [])],
    })),
  };
}

// Wrapped anywhere rather than scrolled: calendar lines and links are long and have no spaces.
const partClass = "mt-2 rounded-lg bg-slate-50 p-4 text-sm wrap-anywhere whitespace-pre-wrap";

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
                  <time dateTime={email.createdAt}>{new Date(email.createdAt).toUTCString()}</time>{" "}
                  · {email.status}
                </p>
                <dl
                  aria-label="Headers"
                  className="mt-3 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm"
                >
                  {email.headers.map((header) => (
                    <div key={header.name} className="contents">
                      <dt className="font-semibold">{header.name}:</dt>
                      <dd className="break-all">{header.value}</dd>
                    </div>
                  ))}
                </dl>
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
                  <pre className={partClass}>{email.text}</pre>
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
                {email.attachments.map((file) => (
                  <details key={file.filename} className="mt-2">
                    <summary className="cursor-pointer text-sm font-semibold">
                      Attachment {file.filename} ({file.contentType})
                    </summary>
                    <a
                      href={`/dev/mailbox/${email.id}/${encodeURIComponent(file.filename)}`}
                      download={file.filename}
                      className="text-brand-700 mt-2 inline-block text-sm underline"
                    >
                      Download {file.filename}
                    </a>
                    <pre className={partClass}>{file.content}</pre>
                  </details>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
