import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/contact";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import {
  CONTACT_FAILED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  contactSchema,
  type ContactResult,
} from "#app/inquiries/contact-schema.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot-field.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import { seo } from "#app/routes/seo.ts";
import { PageHeader } from "#app/components/page-header.tsx";
import { faq } from "#app/content/faq.ts";
import { company } from "#app/content/site.ts";
import { ContactForm } from "#app/inquiries/contact-form.tsx";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Contact us",
    description:
      "Questions about AI for your business? Send us a message, find our Boston office and support hours, or read the answers to common questions.",
  });

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: ContactResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const form = await readForm(request);
  const parsed = parseForm(form, contactSchema, ["name", "email", "company", "message"]);
  if (!parsed.success) {
    const { message, fieldErrors, values } = parsed;
    return reply({ status: "error", message, fieldErrors, values }, 400);
  }

  const services = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  try {
    // Inside the try: a database outage here gets the form's own message, not an error page.
    const received = await services.contact.receive({
      request,
      clientIp,
      input: parsed.data,
      spam: Boolean(form.get(HONEYPOT_FIELD)),
    });
    if (!received) return reply({ status: "error", message: CONTACT_FAILED_MESSAGE }, 429);
    return reply({ status: "success", message: CONTACT_SENT_MESSAGE }, 200, received.headers);
  } catch (error) {
    log.error({ err: error }, "Contact message could not be stored");
    return reply({ status: "error", message: CONTACT_FAILED_MESSAGE }, 503);
  }
}

const fullAddress = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
const mapsLink = `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`;

export default function ContactPage({ actionData: initialResult }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact us">
        <p>
          Questions about AI for your business? Send us a message and our team will get back to you
          within one business day.
        </p>
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1.4fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-slate-200 p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm initialResult={initialResult} />
          </div>
        </section>
        <div className="space-y-6">
          <section
            aria-labelledby="contact-info-title"
            className="bg-brand-950 rounded-3xl p-6 text-white sm:p-8"
          >
            <h2 id="contact-info-title" className="text-xl font-semibold">
              Contact information
            </h2>
            <dl className="mt-6 space-y-4 text-sm">
              <div>
                <dt className="text-brand-200">Email</dt>
                <dd>
                  <a
                    href={`mailto:${company.supportEmail}`}
                    className="font-semibold underline underline-offset-4"
                  >
                    {company.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-brand-200">Office</dt>
                <dd>
                  <address className="not-italic">
                    {company.legalName}
                    <br />
                    {company.address.street}
                    <br />
                    {company.address.city}, {company.address.region} {company.address.postalCode}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-brand-200">Hours</dt>
                <dd>{company.supportHours}</dd>
              </div>
            </dl>
          </section>
          <MapPreview />
        </div>
      </div>
      <section aria-labelledby="faq-title" className="bg-slate-50 py-20">
        <div className="container-page max-w-4xl">
          <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          {faq.map((category) => (
            <div key={category.title} className="mt-10">
              <h3 className="text-brand-700 text-lg font-semibold">{category.title}</h3>
              <div className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white">
                {category.questions.map((item) => (
                  <details key={item.question} className="group px-5 py-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                      {item.question}
                      <span
                        aria-hidden="true"
                        className="text-brand-600 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <p className="text-muted mt-3 leading-relaxed">{item.answer}</p>
                  </details>
                ))}
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}

/**
 * A drawn map of the neighbourhood instead of an embedded one: nothing is requested from a
 * map provider unless the visitor chooses to open it.
 */
function MapPreview() {
  return (
    <figure className="overflow-hidden rounded-3xl border border-slate-200">
      <svg
        viewBox="0 0 400 220"
        role="img"
        aria-label={`Map showing our office at ${fullAddress}`}
        className="block w-full bg-slate-100"
      >
        <path d="M0 150 L400 110" stroke="#cbd5e1" strokeWidth="18" />
        <path d="M120 0 L170 220" stroke="#cbd5e1" strokeWidth="14" />
        <path d="M260 0 L300 220" stroke="#e2e8f0" strokeWidth="10" />
        <path d="M0 60 L400 30" stroke="#e2e8f0" strokeWidth="8" />
        <rect x="300" y="150" width="90" height="60" rx="8" fill="#bbf7d0" />
        <circle cx="214" cy="128" r="16" fill="#4f46e5" />
        <circle cx="214" cy="128" r="6" fill="#fff" />
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
        <span>{fullAddress}</span>
        <a
          href={mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-700 font-semibold underline underline-offset-4"
        >
          Open in maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
