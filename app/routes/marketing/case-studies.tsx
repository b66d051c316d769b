import type { MetaFunction } from "react-router";
import { CaseStudySection } from "#app/components/case-studies/case-study-section.tsx";
import { NearBottomLink } from "#app/components/case-studies/near-bottom-link.tsx";
import { SectionDots } from "#app/components/case-studies/section-dots.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { caseStudies } from "#app/content/case-studies.ts";
import { seo } from "#app/routes/seo.ts";
import { useHashScroll } from "#app/lib/use-hash-scroll.ts";

/** The floating "Let's Talk" link appears this close to the bottom of the page, in pixels. */
const FLOATING_LINK_THRESHOLD_PX = 200;

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Case studies: results from AI agents, no-code AI and personalisation",
    description:
      "Five client stories from healthcare, retail, logistics, finance and higher education: the challenge, our approach and the measured results.",
  });

const sections = caseStudies.map((study) => ({ id: study.id, title: study.title }));

export default function CaseStudiesPage() {
  useHashScroll();
  return (
    <>
      <PageHeader eyebrow="Results" title="Case studies">
        <p>
          How organisations from clinics to universities put our AI agents, no-code platform and
          personalised experiences to work, and what changed as a result.
        </p>
      </PageHeader>
      <SectionDots sections={sections} label="Case studies" />
      {caseStudies.map((study, index) => (
        <CaseStudySection key={study.id} study={study} index={index} />
      ))}
      <NearBottomLink to="/consultation" threshold={FLOATING_LINK_THRESHOLD_PX}>
        Let&apos;s Talk
      </NearBottomLink>
    </>
  );
}
