import { PageHeader } from "#app/components/page-header.tsx";
import type { LegalDocument } from "#app/content/types.ts";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** A legal document with its date, a table of contents and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title}>
        <p>
          Last updated{" "}
          <time dateTime={document.lastUpdated}>
            {dateFormat.format(new Date(`${document.lastUpdated}T00:00:00Z`))}
          </time>
        </p>
        <p className="mt-3 text-base">{document.summary}</p>
      </PageHeader>
      <div className="container-page grid gap-12 pb-24 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold tracking-widest text-slate-600 uppercase">
            Contents
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="hover:text-brand-700 text-slate-700 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-12">
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-bold tracking-tight">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {section.list && (
                  <ul className="list-disc space-y-2 pl-6">
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
