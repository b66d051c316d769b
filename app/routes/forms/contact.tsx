import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/contact";
import { ContactPageView } from "#app/components/contact/contact-page-view.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  contactSchema,
  type ContactResult,
} from "#app/forms/contact.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";
import { receiveSubmission } from "#app/forms/submission-inbox.server.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Contact us",
    description:
      "Questions about AI for your business? Send us a message, find our Boston office and support hours, or read the answers to common questions.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: ContactResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await request.formData().catch(() => new FormData());
  const field = (name: string) =>
    typeof form.get(name) === "string" ? String(form.get(name)) : undefined;
  const parsed = contactSchema.safeParse({
    name: field("name"),
    email: field("email"),
    company: field("company"),
    message: field("message"),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return reply(
      {
        status: "error",
        message: parsed.error.issues[0]?.message ?? CONTACT_FAILED_MESSAGE,
        fieldErrors,
      },
      400,
    );
  }

  const services = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  try {
    // Inside the try: a database outage here gets the form's own message, not an error page.
    const received = await receiveSubmission(
      { accounts: services.accounts, db: services.database.db },
      services.inboxes.contact,
      { request, clientIp, input: parsed.data, spam: Boolean(field(HONEYPOT_FIELD)) },
    );
    if (!received) return reply({ status: "error", message: CONTACT_FAILED_MESSAGE }, 429);
    return reply({ status: "success", message: CONTACT_SENT_MESSAGE }, 200, received.headers);
  } catch (error) {
    log.error({ err: error }, "Contact message could not be stored");
    return reply({ status: "error", message: CONTACT_FAILED_MESSAGE }, 503);
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return <ContactPageView initialResult={actionData} />;
}
