import { data } from "react-router";
import type { Route } from "./+types/dev-mailbox-attachment";
import { findEmail } from "#app/db/email-outbox.server.ts";
import { mailAttachments } from "#app/email/mail-parts.server.ts";
import { devMailboxServices } from "./dev-mailbox-access.server.ts";

/** One file of an email in the development mailbox, downloaded as a mail program saves it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { database } = devMailboxServices(context);
  const email = await findEmail(database.db, params.emailId);
  const file = email
    ? mailAttachments(email).find((attachment) => attachment.filename === params.filename)
    : undefined;
  if (!file) throw data("Not Found", { status: 404 });
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
