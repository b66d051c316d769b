import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "#app/newsletter/newsletter-form.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot-field.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import {
  newsletterSchema,
  SUBSCRIBE_FAILED_MESSAGE,
  SUBSCRIBED_MESSAGE,
  type NewsletterResult,
} from "#app/newsletter/newsletter-schema.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Newsletter",
    description: "Practical AI insights, client results and product news, about once a month.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: NewsletterResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await readForm(request);
  const parsed = parseForm(form, newsletterSchema, ["email"]);
  if (!parsed.success) {
    return reply(
      { status: "error", message: parsed.message, email: parsed.values.email?.slice(0, 254) ?? "" },
      400,
    );
  }
  const services = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  const { email } = parsed.data;
  try {
    const received = await services.newsletter.receive({
      request,
      clientIp,
      input: parsed.data,
      spam: Boolean(form.get(HONEYPOT_FIELD)),
    });
    if (!received) return reply({ status: "error", message: SUBSCRIBE_FAILED_MESSAGE, email }, 429);
    return reply({ status: "success", message: SUBSCRIBED_MESSAGE }, 200, received.headers);
  } catch (error) {
    log.error({ err: error }, "Newsletter subscription failed");
    return reply({ status: "error", message: SUBSCRIBE_FAILED_MESSAGE, email }, 503);
  }
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
