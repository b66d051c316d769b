import { Link, type MetaFunction } from "react-router";
import { SectionHeading } from "#app/components/marketing/section-heading.tsx";
import { SolutionIcon } from "#app/components/marketing/solution-icon.tsx";
import { OrganizationData } from "#app/components/marketing/organization-data.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { howItWorks, howItWorksLead, innovatorStats, testimonials } from "#app/content/home.ts";
import { company } from "#app/content/site.ts";
import { solutions } from "#app/content/solutions.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: `${company.name} | AI agents, no-code AI and personalised customer experiences`,
    description:
      "Business AI solutions for startups and enterprises: AI agents that work 24/7, a no-code AI platform and hyper-personalized conversations, with a free consultation to start.",
  });

export default function HomePage() {
  return (
    <>
      <OrganizationData />
      <Hero />
      <TailoredSolutions />
      <Innovators />
      <HowItWorks />
    </>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="from-brand-950 via-brand-900 relative overflow-hidden bg-gradient-to-br to-slate-900 text-white"
    >
      <div className="container-page py-20 sm:py-28">
        <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">
          Business AI solutions
        </p>
        <h1
          id="hero-title"
          className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
        >
          Put AI to work for your business, from day one
        </h1>
        <p className="text-brand-100 mt-6 max-w-2xl text-lg leading-relaxed">
          AI agents, a no-code AI platform and personalised conversational experiences for startups
          and enterprises alike, designed around the people who use them.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to="/consultation" size="lg" variant="inverse">
            Schedule Your Free Consultation
          </ButtonLink>
          <ButtonLink
            to="/get-started"
            size="lg"
            variant="ghost"
            className="text-white ring-1 ring-white/40 hover:bg-white/10"
          >
            Find your starting point
          </ButtonLink>
        </div>
        <ul className="mt-14 grid gap-4 md:grid-cols-3">
          {solutions.map((solution) => (
            <li key={solution.id}>
              <Link
                to={`/solutions#${solution.id}`}
                className="group block h-full rounded-2xl border border-white/15 bg-white/5 p-6 transition-colors hover:border-white/40 hover:bg-white/10"
              >
                <span className="text-brand-200 flex size-10 items-center justify-center rounded-xl bg-white/10">
                  <SolutionIcon id={solution.id} />
                </span>
                <h2 className="mt-4 text-lg font-semibold">{solution.name}</h2>
                <p className="text-brand-100 mt-2 text-sm leading-relaxed">{solution.tagline}</p>
                <span className="mt-4 inline-block text-sm font-semibold text-white group-hover:underline">
                  Learn more <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TailoredSolutions() {
  return (
    <section aria-labelledby="solutions-title" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="solutions-title" eyebrow="Our solutions" title="Tailored AI solutions">
          <p>
            Three ways to put AI to work, each shaped around your goals, your systems and your
            customers.
          </p>
        </SectionHeading>
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {solutions.map((solution) => (
            <li
              key={solution.id}
              className="flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span className="bg-brand-50 text-brand-700 flex size-12 items-center justify-center rounded-2xl">
                <SolutionIcon id={solution.id} />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{solution.name}</h3>
              <p className="text-muted mt-3 flex-1 leading-relaxed">{solution.summary}</p>
              <p className="bg-brand-50 mt-6 rounded-2xl px-5 py-4">
                <span className="text-brand-700 block text-3xl font-bold">
                  {solution.successMetric.stat}
                </span>
                <span className="text-sm text-slate-700">{solution.successMetric.label}</span>
              </p>
              <Link
                to={`/solutions#${solution.id}`}
                className="text-brand-700 hover:text-brand-900 mt-6 font-semibold"
              >
                Explore {solution.name} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Innovators() {
  return (
    <section aria-labelledby="innovators-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="innovators-title"
          eyebrow="Trusted by innovators"
          title="Join the businesses already working smarter"
        >
          <p>
            From growing startups to established enterprises, our clients measure the difference.
          </p>
        </SectionHeading>
        <dl className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-3">
          {innovatorStats.map((item) => (
            <div
              key={item.label}
              className="flex flex-col rounded-2xl bg-white p-6 text-center shadow-sm"
            >
              <dt className="text-muted text-sm">{item.label}</dt>
              <dd className="text-brand-700 order-first text-4xl font-bold">{item.stat}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm">
                <blockquote className="flex-1 text-lg leading-relaxed text-slate-800">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-100 pt-4 text-sm">
                  <span className="text-ink block font-semibold">{testimonial.author}</span>
                  <span className="text-muted">{testimonial.organisation}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink to="/consultation" size="lg">
            Book your free consultation
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From first call to measurable results"
        >
          <p>{howItWorksLead}</p>
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="relative rounded-3xl border border-slate-200 p-8">
              <span
                aria-hidden="true"
                className="bg-brand-600 flex size-10 items-center justify-center rounded-full font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-muted mt-2 leading-relaxed">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/solutions" size="lg">
            Explore solutions
          </ButtonLink>
          <ButtonLink to="/case-studies" size="lg" variant="secondary">
            See case studies
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
