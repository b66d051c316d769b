import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "#app/components/newsletter-form.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";
import { allowAttempt } from "#app/lib/rate-limit.server.ts";
import { subscribe } from "#app/db/subscriptions.server.ts";
import { newsletterWelcomeEmail } from "#app/email/templates/newsletter.server.ts";
import {
  newsletterSchema,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  type NewsletterResult,
} from "#app/lib/newsletter.ts";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Newsletter",
    description: "Practical AI insights, client results and product news, about once a month.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const email = form?.get("email");
  const parsed = newsletterSchema.safeParse({ email });
  if (!parsed.success) {
    return data<NewsletterResult>(
      {
        status: "error",
        message: parsed.error.issues[0]?.message ?? SUBSCRIBE_FAILED_MESSAGE,
        email: typeof email === "string" ? email.slice(0, 254) : "",
      },
      { status: 400 },
    );
  }
  const { accounts, database, mailer, config } = context.get(servicesContext);
  // A filled honeypot is a robot: it is told it succeeded, and nothing is stored or sent.
  if (form?.get(HONEYPOT_FIELD))
    return data<NewsletterResult>({ status: "success", message: SUBSCRIBED_MESSAGE });
  const { clientIp, log } = context.get(requestInfoContext);
  if (
    !(await allowAttempt(database.db, "newsletter", { ip: clientIp, email: parsed.data.email }))
  ) {
    return data<NewsletterResult>(
      { status: "error", message: SUBSCRIBE_FAILED_MESSAGE, email: parsed.data.email },
      { status: 429 },
    );
  }
  let sessionHeaders: Headers;
  try {
    // A visitor who is not signed in gets an anonymous session first, as for every write.
    const session = await accounts.ensureSession(request.headers);
    sessionHeaders = session.headers;
    await subscribe(database.db, { email: parsed.data.email, userId: session.userId }, (tx, id) =>
      mailer.queue(tx, {
        recipient: parsed.data.email,
        ...newsletterWelcomeEmail({ appUrl: config.appUrl, subscriptionId: id }),
      }),
    );
    mailer.deliverSoon();
  } catch (error) {
    log.error({ err: error }, "Newsletter subscription failed");
    return data<NewsletterResult>(
      { status: "error", message: SUBSCRIBE_FAILED_MESSAGE, email: parsed.data.email },
      { status: 503 },
    );
  }
  return data<NewsletterResult>(
    { status: "success", message: SUBSCRIBED_MESSAGE },
    { headers: sessionHeaders },
  );
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Newsletter" title="Stay ahead with practical AI insights">
        <p>
          One email a month with client results, practical guides and what is new in AI for
          business. Unsubscribe at any time.
        </p>
      </PageHeader>
      <div className="container-page pb-24">
        <NewsletterForm tone="light" initialResult={actionData} />
      </div>
    </>
  );
}
