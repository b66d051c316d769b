import { Form, redirect, useNavigate, type MetaFunction } from "react-router";
import { readForm } from "#app/lib/parse-form.ts";
import type { Route } from "./+types/get-started";
import { PageHeader } from "#app/components/page-header.tsx";
import { seo } from "#app/routes/seo.ts";
import { useEffect, useState, type ComponentProps } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  aiNeeds,
  businessSizes,
  GET_STARTED_REDIRECT_MS,
  nextStepFor,
  timelines,
  type AiNeed,
  type BusinessSize,
  type Timeline,
} from "#app/get-started/questionnaire-steps.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Get started: find the right AI starting point",
    description:
      "Answer three quick questions about your business, your needs and your timeline, and we will point you to the best next step.",
  });

/** Without JavaScript the questionnaire posts here and the visitor is sent straight on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  return redirect(nextStepFor(String(form.get("timeline") ?? "")));
}

export default function GetStartedPage() {
  return (
    <>
      <PageHeader eyebrow="Get started" title="Find the right starting point">
        <p>
          Answer three quick questions about your business, your needs and your timeline, and we
          will point you to the best next step.
        </p>
      </PageHeader>
      <div className="container-page max-w-3xl pb-24">
        <Questionnaire />
      </div>
    </>
  );
}

const STEPS = 3;

/**
 * Three questions, one at a time once the page is interactive; without JavaScript all three
 * show at once and the form posts to the server, which sends the visitor on.
 */
function Questionnaire() {
  const interactive = useHydrated();
  const [step, setStep] = useState(1);
  const [size, setSize] = useState<BusinessSize | null>(null);
  const [need, setNeed] = useState<AiNeed | null>(null);
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [finding, setFinding] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!finding || !timeline) return;
    const timer = setTimeout(() => navigate(nextStepFor(timeline)), GET_STARTED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [finding, timeline, navigate]);

  if (finding) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
        <span
          aria-hidden="true"
          className="border-brand-200 border-t-brand-600 size-10 animate-spin rounded-full border-4"
        />
        <p className="text-lg font-semibold">We&apos;ve identified the best next step</p>
      </div>
    );
  }

  const shows = (n: number) => !interactive || step === n;
  // Before hydration every question is in the page for visitors without JavaScript; browsers
  // that run scripts already lay it out as step one, so nothing moves when React takes over.
  const laterStep = (n: number) => (!interactive && n > 1 ? "scripting:hidden" : undefined);
  const scriptedBlock = interactive ? "block" : "hidden scripting:block";
  const scriptedFlex = interactive ? "flex" : "hidden scripting:flex";

  return (
    <Form
      method="post"
      className="space-y-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (timeline) setFinding(true);
      }}
    >
      <div className={scriptedBlock}>
        <p className="text-muted text-sm font-semibold">
          Step {step}/{STEPS}
        </p>
        <div
          role="progressbar"
          aria-label="Questionnaire progress"
          aria-valuemin={1}
          aria-valuemax={STEPS}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEPS}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="bg-brand-600 h-full rounded-full transition-all"
            style={{ width: `${(step / STEPS) * 100}%` }}
          />
        </div>
      </div>

      {shows(1) && (
        <fieldset>
          <legend className="text-xl font-semibold">How big is your business?</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            {businessSizes.map((option) => (
              <RadioCard
                key={option.id}
                name="businessSize"
                value={option.id}
                required
                checked={size === option.id}
                onChange={() => setSize(option.id)}
                title={option.label}
                detail={option.detail}
              />
            ))}
          </div>
          <div className={`mt-6 justify-end ${scriptedFlex}`}>
            <Button disabled={!size} onClick={() => setStep(2)}>
              Next
            </Button>
          </div>
        </fieldset>
      )}

      {shows(2) && (
        <fieldset className={laterStep(2)}>
          <legend className="text-xl font-semibold">What do you need most?</legend>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {aiNeeds.map((option) => (
              <RadioCard
                key={option.id}
                name="aiNeed"
                value={option.id}
                checked={need === option.id}
                onChange={() => {
                  setNeed(option.id);
                  setStep(3);
                }}
                title={option.title}
                detail={option.description}
              />
            ))}
          </div>
          <div className={`mt-6 justify-start ${scriptedFlex}`}>
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
          </div>
        </fieldset>
      )}

      {shows(3) && (
        <fieldset className={laterStep(3)}>
          <legend className="text-xl font-semibold">When would you like to start?</legend>
          <div className="mt-4 grid gap-3">
            {timelines.map((option) => (
              <RadioCard
                key={option.id}
                name="timeline"
                value={option.id}
                required
                checked={timeline === option.id}
                onChange={() => setTimeline(option.id)}
                title={option.label}
              />
            ))}
          </div>
          <div className="mt-6 flex justify-between gap-3">
            <Button
              variant="secondary"
              className={interactive ? undefined : "scripting:inline-flex hidden"}
              onClick={() => setStep(2)}
            >
              Back
            </Button>
            <Button type="submit" disabled={interactive && !timeline}>
              Find My Solution
            </Button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}

/**
 * One answer of a question, the whole card clickable. Answers with a detail line show as cards
 * whose radio button is hidden (the card's border marks the choice); short ones keep the button.
 */
function RadioCard({
  title,
  detail,
  ...radio
}: Omit<ComponentProps<"input">, "type" | "className"> & { title: string; detail?: string }) {
  return (
    <label
      className={`has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex cursor-pointer rounded-2xl border border-slate-200 p-5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 ${detail ? "flex-col" : "items-center gap-3"}`}
    >
      <input type="radio" className={detail ? "sr-only" : "accent-brand-600 size-4"} {...radio} />
      <span className="font-semibold">{title}</span>
      {detail && <span className="text-muted text-sm">{detail}</span>}
    </label>
  );
}
