import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/consultation";
import { ConsultationWizard } from "#app/inquiries/consultation-wizard.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { businessClock } from "#app/inquiries/booking-dates.ts";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import {
  CONSULTATION_FAILED_MESSAGE,
  consultationSchema,
  type ConsultationResult,
} from "#app/inquiries/consultation-schema.ts";
import { parseInput, readForm } from "#app/lib/parse-form.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot-field.ts";
import { requiredKeys } from "#app/forms/form-fields.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Schedule your free consultation",
    description:
      "Tell us about your business and your goals, pick the days and times that suit you, and we will meet to map out your AI opportunities.",
  });

/** Whether a field is required does not change with the day, so the cached page may carry it. */
export function loader() {
  return { required: requiredKeys(consultationSchema(businessClock()).shape) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: ConsultationResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await readForm(request);
  let payload: unknown;
  try {
    payload = JSON.parse(String(form.get("consultation") ?? "null"));
  } catch {
    return reply({ status: "error", message: CONSULTATION_FAILED_MESSAGE }, 400);
  }
  const parsed = parseInput(consultationSchema(businessClock()), payload);
  if (!parsed.success)
    return reply({ status: "error", message: parsed.message || CONSULTATION_FAILED_MESSAGE }, 400);

  const services = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  try {
    // Inside the try: a database outage here gets the form's own message, not an error page.
    const received = await services.consultation.receive({
      request,
      clientIp,
      input: parsed.data,
      spam: Boolean(form.get(HONEYPOT_FIELD)),
    });
    if (!received) return reply({ status: "error", message: CONSULTATION_FAILED_MESSAGE }, 429);
    const { selectedDates, schedulingPreferences } = parsed.data;
    return reply(
      { status: "success", consultation: { selectedDates, schedulingPreferences } },
      200,
      received.headers,
    );
  } catch (error) {
    log.error({ err: error }, "Consultation request could not be stored");
    return reply({ status: "error", message: CONSULTATION_FAILED_MESSAGE }, 503);
  }
}

export default function ConsultationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Consultation" title="Schedule your free consultation">
        <p>
          Tell us about your business and your goals, pick the days and times that suit you, and we
          will meet to map out your AI opportunities.
        </p>
      </PageHeader>
      <div className="container-page max-w-3xl pb-24">
        <ConsultationWizard required={loaderData.required} />
      </div>
    </>
  );
}
