import type { MetaFunction } from "react-router";
import { SectionHeading } from "#app/components/marketing/section-heading.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { genesis, story, values } from "#app/content/about.ts";
import { seo } from "#app/routes/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "About us: human-centered AI, built for results",
    description:
      "Founded in Boston in 2024, we build practical, ethical AI for businesses of every size, guided by four values: human-centered AI, continuous innovation, results and ethics.",
  });

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About us" title="Human-centered AI, built for results">
        <p>
          We help businesses put AI to work in ways their customers and their teams actually value,
          and we measure ourselves by the results our clients see.
        </p>
      </PageHeader>

      <section aria-labelledby="story-title" className="py-20 sm:py-24">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading
            id="story-title"
            eyebrow="Who we are"
            title={story.heading}
            align="left"
          />
          <div className="space-y-5 text-lg leading-relaxed text-slate-700">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-slate-50 py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="values-title"
            eyebrow="Our philosophy"
            title="The values behind our work"
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {values.map((value, index) => (
              <li key={value.title} className="rounded-3xl bg-white p-8 shadow-sm">
                <span aria-hidden="true" className="text-brand-600 text-sm font-bold">
                  0{index + 1}
                </span>
                <h3 className="mt-2 text-xl font-semibold">{value.title}</h3>
                <p className="text-muted mt-3 leading-relaxed">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="genesis-title" className="py-20 sm:py-24">
        <div className="container-page">
          <SectionHeading id="genesis-title" eyebrow="Our journey" title={genesis.heading} />
          <ol className="border-brand-100 relative mx-auto mt-12 max-w-3xl space-y-10 border-l-2 pl-8">
            {genesis.milestones.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  aria-hidden="true"
                  className="bg-brand-600 ring-brand-100 absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-white ring-2"
                />
                <p className="text-brand-600 text-sm font-bold tracking-widest uppercase">
                  {milestone.year}
                </p>
                <h3 className="mt-1 text-xl font-semibold">{milestone.title}</h3>
                <p className="text-muted mt-2 leading-relaxed">{milestone.description}</p>
              </li>
            ))}
          </ol>
          <div className="mt-14 text-center">
            <ButtonLink to="/consultation" size="lg">
              Work with us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
