import type { MetaFunction } from "react-router";
import { SolutionIcon } from "#app/components/marketing/solution-icon.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { solutions, type Solution } from "#app/content/solutions.ts";
import { seo } from "#app/routes/seo.ts";
import { useHashScroll } from "#app/lib/use-hash-scroll.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "AI Solutions: AI agents, no-code AI and personalised experiences",
    description:
      "Explore our 24/7 AI Workforce, No-Code Integration platform and Hyper-Personalized Experiences: 99.9% accuracy, under 100 ms response times and GDPR and CCPA compliance.",
  });

export default function SolutionsPage() {
  useHashScroll();
  return (
    <>
      <PageHeader eyebrow="Solutions" title="AI solutions that grow with your business">
        <p>
          AI agents that work around the clock, a no-code platform your teams can use today, and
          conversations personalised to every customer. Start with one and add the others as your
          ambitions grow.
        </p>
        <nav aria-label="Solutions on this page" className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {solutions.map((solution) => (
              <li key={solution.id}>
                <a
                  href={`#${solution.id}`}
                  className="border-brand-200 text-brand-800 hover:border-brand-400 inline-flex items-center gap-2 rounded-full border bg-white px-4 py-2 text-sm font-semibold"
                >
                  <SolutionIcon id={solution.id} className="size-4" />
                  {solution.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {solutions.map((solution, index) => (
        <SolutionSection key={solution.id} solution={solution} shaded={index % 2 === 1} />
      ))}
      <section
        aria-labelledby="solutions-cta"
        className="bg-brand-950 py-20 text-center text-white"
      >
        <div className="container-page">
          <h2 id="solutions-cta" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Not sure where to start?
          </h2>
          <p className="text-brand-100 mx-auto mt-4 max-w-xl text-lg">
            Tell us about your goals in a free consultation and we will recommend the right mix.
          </p>
          <ButtonLink to="/consultation" size="lg" variant="inverse" className="mt-8">
            Schedule Your Free Consultation
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

function SolutionSection({ solution, shaded }: { solution: Solution; shaded: boolean }) {
  const titleId = `${solution.id}-title`;
  return (
    <section
      id={solution.id}
      aria-labelledby={titleId}
      className={`py-20 sm:py-24 ${shaded ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="container-page grid gap-12 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <span className="bg-brand-600 flex size-12 items-center justify-center rounded-2xl text-white">
            <SolutionIcon id={solution.id} />
          </span>
          <h2 id={titleId} className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
            {solution.name}
          </h2>
          <p className="text-brand-700 mt-3 text-lg font-medium">{solution.tagline}</p>
          {solution.description.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="text-muted mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
          <p className="bg-brand-50 mt-8 inline-flex items-baseline gap-3 rounded-2xl px-5 py-4">
            <span className="text-brand-700 text-3xl font-bold">{solution.successMetric.stat}</span>
            <span className="text-slate-700">{solution.successMetric.label}</span>
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">Key features</h3>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {solution.features.map((feature) => (
              <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h4 className="font-semibold">{feature.title}</h4>
                <p className="text-muted mt-1 text-sm leading-relaxed">{feature.description}</p>
              </li>
            ))}
          </ul>
          <h3 className="mt-10 text-lg font-semibold">Technical specifications</h3>
          <dl className="mt-4 grid grid-cols-2 gap-4">
            {solution.specs.map((spec) => (
              <div
                key={spec.label}
                className="bg-brand-950 flex flex-col rounded-2xl p-5 text-white"
              >
                <dt className="text-brand-200 text-sm">{spec.label}</dt>
                <dd className="order-first text-2xl font-bold">{spec.value}</dd>
                <dd className="text-brand-200 mt-1 text-xs">{spec.detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
