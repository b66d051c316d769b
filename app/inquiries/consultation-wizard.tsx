import { useState } from "react";
import { useFetcher } from "react-router";
import {
  adoptionChallenges,
  aiNeedsOptions,
  experienceLevels,
  industries,
  usageTypes,
} from "./consultation-options.ts";
import {
  bookingSchedule,
  businessClock,
  keepOffered,
  type BookableDay,
  type DateSelection,
} from "./booking-dates.ts";
import { consultationSteps } from "./consultation-fields.ts";
import { markedLabel } from "#app/forms/form-fields.ts";
import { company } from "#app/content/site.ts";
import type { ConsultationInput, ConsultationResult } from "./consultation-schema.ts";
import { HONEYPOT_FIELD } from "#app/forms/honeypot-field.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Honeypot } from "#app/components/ui/honeypot.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { TextField } from "#app/components/ui/text-field.tsx";
import { useReveal } from "#app/lib/reveal.ts";
import { ScheduleStep, ScheduleSummary } from "./consultation-schedule-step.tsx";

const [detailsStep, discoveryStep, scheduleStep] = consultationSteps;

const selectClass =
  "mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink";

/**
 * The booking wizard. `required` names the fields the schema requires (the page's loader reads
 * it), so the labels and the Next button agree with what the server accepts.
 */
export function ConsultationWizard({
  required,
}: {
  required: readonly (keyof ConsultationInput)[];
}) {
  const fetcher = useFetcher<ConsultationResult>();
  const [step, setStep] = useState(1);
  // Read from the clock each time step 3 opens: the page may have been open (or served from
  // the page cache) since before some of today's times started.
  const [schedule, setSchedule] = useState<BookableDay[]>([]);
  const revealConfirmation = useReveal<HTMLElement>("start");
  const [details, setDetails] = useState({
    name: "",
    email: "",
    company: "",
    industry: "",
    aiNeeds: "",
    message: "",
  });
  const [discovery, setDiscovery] = useState({
    aiAdoptionChallenge: "",
    aiUsageType: "",
    aiExperience: "",
  });
  const [selection, setSelection] = useState<DateSelection>({
    selectedDates: [],
    lastSelectedDate: null,
  });
  const [schedulingPreferences, setSchedulingPreferences] = useState("");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  if (result?.status === "success") {
    return (
      <section
        ref={revealConfirmation}
        tabIndex={-1}
        aria-labelledby="confirmation-title"
        className="rounded-3xl border border-slate-200 p-6 focus:outline-none sm:p-8"
      >
        <h2 id="confirmation-title" className="text-2xl font-bold tracking-tight">
          Your consultation has been scheduled!
        </h2>
        <p className="text-muted mt-3">
          We sent a confirmation to your email and will confirm one of your times shortly.
        </p>
        <div className="mt-6">
          {result.consultation.selectedDates.length === 0 ? (
            <p>No dates selected: we will propose some.</p>
          ) : (
            <ScheduleSummary selection={result.consultation} />
          )}
        </div>
        {result.consultation.schedulingPreferences && (
          <p className="mt-4 text-sm">
            <span className="font-semibold">Scheduling preferences:</span>{" "}
            {result.consultation.schedulingPreferences}
          </p>
        )}
      </section>
    );
  }

  const filled = (values: Record<string, string>) =>
    Object.entries(values).every(
      ([key, value]) => !required.includes(key as keyof ConsultationInput) || value.trim() !== "",
    );
  const canContinue = step === 1 ? filled(details) : step === 2 ? filled(discovery) : true;
  const label = (field: keyof typeof detailsStep.fields, sayRequired = false) =>
    markedLabel(detailsStep.fields[field], required.includes(field), sayRequired);

  // The wizard is rendered on the server as well, so the page keeps its layout when it becomes
  // interactive; without JavaScript the steps cannot advance, and the notice says what to do.
  return (
    <>
      <noscript>
        <p className="mb-6 rounded-2xl bg-slate-50 p-6">
          The scheduling assistant needs JavaScript. You can also write to{" "}
          <a
            href={`mailto:${company.supportEmail}`}
            className="text-brand-700 font-semibold underline"
          >
            {company.supportEmail}
          </a>{" "}
          with a few dates that suit you.
        </p>
      </noscript>
      <form
        className="space-y-8 rounded-3xl border border-slate-200 p-6 sm:p-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 3) {
            if (!canContinue) return;
            if (step === 2) {
              const offered = bookingSchedule(businessClock());
              setSchedule(offered);
              setSelection(keepOffered(selection, offered));
            }
            setStep(step + 1);
            return;
          }
          const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
          void fetcher.submit(
            {
              consultation: JSON.stringify({
                ...details,
                ...discovery,
                ...selection,
                schedulingPreferences,
                timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
              }),
              [HONEYPOT_FIELD]: typeof honeypot === "string" ? honeypot : "",
            },
            { method: "post" },
          );
        }}
      >
        <ol className="flex gap-2 text-sm" aria-label="Steps">
          {consultationSteps.map(({ title }, index) => (
            <li
              key={title}
              aria-current={index + 1 === step ? "step" : undefined}
              className={`flex-1 rounded-full px-3 py-2 text-center font-semibold ${index + 1 <= step ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-600"}`}
            >
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </li>
          ))}
        </ol>

        {step === 1 && (
          <fieldset className="space-y-4">
            <legend className="text-xl font-semibold">Tell us about you</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={label("name")}
                required={required.includes("name")}
                value={details.name}
                maxLength={100}
                autoComplete="name"
                onChange={(e) => setDetails({ ...details, name: e.target.value })}
              />
              <TextField
                label={label("email")}
                type="email"
                required={required.includes("email")}
                value={details.email}
                autoComplete="email"
                onChange={(e) => setDetails({ ...details, email: e.target.value })}
              />
              <TextField
                label={label("company")}
                required={required.includes("company")}
                value={details.company}
                maxLength={150}
                autoComplete="organization"
                onChange={(e) => setDetails({ ...details, company: e.target.value })}
              />
              <label className="block text-sm font-semibold">
                {label("industry")}
                <select
                  className={selectClass}
                  required={required.includes("industry")}
                  value={details.industry}
                  onChange={(e) => setDetails({ ...details, industry: e.target.value })}
                >
                  <option value="">Choose an industry</option>
                  {industries.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              </label>
            </div>
            <label className="block text-sm font-semibold">
              {label("aiNeeds", true)}
              <select
                className={selectClass}
                required={required.includes("aiNeeds")}
                value={details.aiNeeds}
                onChange={(e) => setDetails({ ...details, aiNeeds: e.target.value })}
              >
                <option value="">Choose one</option>
                {aiNeedsOptions.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold">
              {label("message")}
              <textarea
                className={selectClass}
                required={required.includes("message")}
                rows={4}
                maxLength={2000}
                value={details.message}
                onChange={(e) => setDetails({ ...details, message: e.target.value })}
              />
            </label>
          </fieldset>
        )}

        {step === 2 && (
          <div className="space-y-6">
            {(
              [
                ["aiAdoptionChallenge", adoptionChallenges],
                ["aiUsageType", usageTypes],
                ["aiExperience", experienceLevels],
              ] as const
            ).map(([field, options]) => (
              <fieldset key={field}>
                <legend className="font-semibold">{discoveryStep.fields[field]}</legend>
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {options.map((option) => (
                    <label
                      key={option}
                      className="has-checked:border-brand-600 has-checked:bg-brand-50 flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm"
                    >
                      <input
                        type="radio"
                        name={field}
                        value={option}
                        checked={discovery[field] === option}
                        onChange={() => setDiscovery({ ...discovery, [field]: option })}
                        className="accent-brand-600 size-4"
                      />
                      {option}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}

        {step === 3 && (
          <div className="space-y-6">
            <ScheduleStep schedule={schedule} selection={selection} onChange={setSelection} />
            <label className="block text-sm font-semibold">
              {markedLabel(
                scheduleStep.fields.schedulingPreferences,
                required.includes("schedulingPreferences"),
              )}
              <textarea
                className={selectClass}
                rows={3}
                maxLength={1000}
                value={schedulingPreferences}
                onChange={(e) => setSchedulingPreferences(e.target.value)}
              />
            </label>
          </div>
        )}

        <Honeypot />

        {result?.status === "error" && <Alert type="error">{result.message}</Alert>}

        <div className="flex justify-between gap-3">
          <Button
            variant="secondary"
            disabled={step === 1}
            onClick={() => setStep(Math.max(1, step - 1))}
          >
            Back
          </Button>
          <Button type="submit" disabled={!canContinue || fetcher.state !== "idle"}>
            {step < 3
              ? "Next"
              : fetcher.state !== "idle"
                ? "Scheduling..."
                : "Schedule Consultation"}
          </Button>
        </div>
      </form>
    </>
  );
}
