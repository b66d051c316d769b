import { Link } from "react-router";
import type { CaseStudy } from "#app/content/types.ts";

export function CaseStudySection({ study, index }: { study: CaseStudy; index: number }) {
  const titleId = `${study.id}-title`;
  return (
    <section
      id={study.id}
      aria-labelledby={titleId}
      className="relative isolate flex items-center overflow-hidden bg-slate-950 py-20 text-white sm:py-24 lg:min-h-screen"
    >
      <img
        src={study.image.src}
        alt={study.image.alt}
        width={study.image.width}
        height={study.image.height}
        loading={index === 0 ? "eager" : "lazy"}
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/95 via-slate-950/85 to-slate-950/60"
      />
      <div className="container-page pr-12 sm:pr-16">
        <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">
          Case study {index + 1} · {study.industry}
        </p>
        <h2
          id={titleId}
          className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {study.title}
        </h2>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-200">{study.overview}</p>

        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          <StoryList heading="The challenge" items={study.challenge} />
          <StoryList heading="Our approach" items={study.approach} />
        </div>

        <h3 className="sr-only">Results</h3>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {study.results.map((result) => (
            <div
              key={result.stat}
              className="flex flex-col rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
            >
              <dt className="text-sm leading-relaxed text-slate-200">{result.description}</dt>
              <dd className="order-first text-3xl font-bold text-white">{result.stat}</dd>
            </div>
          ))}
        </dl>

        <figure className="border-brand-400 mt-10 max-w-3xl border-l-4 pl-6">
          <blockquote className="text-lg leading-relaxed text-white italic sm:text-xl">
            <p>“{study.quote.text}”</p>
          </blockquote>
          <figcaption className="mt-3 text-sm text-slate-300">
            <span className="font-semibold text-white">{study.quote.author}</span>,{" "}
            {study.quote.role}
          </figcaption>
        </figure>

        {study.whitePaper && (
          <aside
            aria-label="White paper"
            className="text-ink mt-10 max-w-3xl rounded-2xl bg-white p-6"
          >
            <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
              White paper
            </p>
            <h3 className="mt-1 text-lg font-semibold">{study.whitePaper.title}</h3>
            <p className="text-muted mt-2 text-sm leading-relaxed">
              {study.whitePaper.description}
            </p>
            <Link
              to={study.whitePaper.link}
              className="text-brand-700 hover:text-brand-900 mt-4 inline-block font-semibold"
            >
              Request the white paper <span aria-hidden="true">→</span>
            </Link>
          </aside>
        )}
      </div>
    </section>
  );
}

function StoryList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div className="rounded-2xl bg-slate-950/60 p-6 ring-1 ring-white/10">
      <h3 className="text-lg font-semibold text-white">{heading}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-slate-200">
            <span
              aria-hidden="true"
              className="bg-brand-300 mt-2.5 size-1.5 shrink-0 rounded-full"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
