import {
  caseStudiesOverviewQuestions,
  caseStudyQuestions,
} from "#app/content/case-study-questions.ts";
import { caseStudies } from "#app/content/case-studies.ts";
import { solutions } from "#app/content/solutions.ts";
import type { CaseStudy } from "#app/content/types.ts";
import { bullets, type Passage } from "./passage.ts";

/** Sector words visitors use for each client story; the stories name the sector only once. */
const caseStudyKeywords: Record<string, string[]> = {
  "regional-healthcare-network": ["healthcare", "hospital", "clinic", "patients", "medical"],
  "national-online-retailer": ["retail", "retailer", "ecommerce", "online store", "shop"],
  "mid-sized-logistics-company": ["logistics", "shipping", "freight", "transport"],
  "fintech-lender": ["fintech", "finance", "financial", "bank", "lender", "lending", "loan"],
  "university-student-services": ["university", "education", "students", "college", "school"],
};

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** "five" for 5, so "how many client stories?" is answered in words a visitor reads at a glance. */
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count);

/** A story's figures, so the overview also answers "what results did you get in retail?". */
const headlineResults = (results: CaseStudy["results"]) =>
  results.map((result) => `${result.stat} ${lowerFirst(result.description)}`).join("; ");

/**
 * The solutions a story's approach names, linked: a visitor in the same situation ("my shop's
 * customers never come back") learns which one helped, not only the client's figures.
 */
function solutionsUsed(study: CaseStudy): string {
  const used = solutions.filter((solution) =>
    study.approach.some((step) => step.includes(solution.name)),
  );
  const links = used.map((solution) => `[${solution.name}](/solutions#${solution.id})`);
  return links.length > 0 ? `\n\n**Solutions used**: ${links.join(", ")}` : "";
}

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, "");

export function caseStudyPassages(): Passage[] {
  const perStudy = caseStudies.flatMap((study): Passage[] => {
    const url = `/case-studies#${study.id}`;
    const questions = caseStudyQuestions[study.id];
    const keywords = [
      "case study",
      study.industry,
      study.quote.role,
      ...(caseStudyKeywords[study.id] ?? []),
    ];
    const results = `**Results**\n\n${bullets(
      study.results.map((result) => `**${result.stat}**: ${result.description}`),
    )}`;
    const passages: Passage[] = [
      {
        id: `case-${study.id}`,
        title: `${study.industry} case study: ${study.title}`,
        url,
        text: `${study.overview}${solutionsUsed(study)}\n\n${results}`,
        searchText: `${study.overview}\n\n${results}`,
        keywords: [...keywords, "results", "outcomes", "impact", "benefits"],
        questions: questions?.results,
      },
      {
        id: `case-${study.id}-approach`,
        title: `How we helped the ${study.quote.role.toLowerCase()}`,
        url,
        text: `**The challenge**\n\n${bullets(study.challenge)}\n\n**Our approach**\n\n${bullets(study.approach)}`,
        keywords: [...keywords, "challenge", "approach", "how"],
        questions: questions?.approach,
      },
      {
        id: `case-${study.id}-quote`,
        title: `Client quote (${study.industry})`,
        url,
        text: `> ${study.quote.text}\n>\n> ${study.quote.author}, ${study.quote.role}`,
        keywords: [...keywords, "quote", "testimonial", "said"],
        questions: questions?.quote,
      },
    ];
    if (study.whitePaper) {
      passages.push({
        id: `case-${study.id}-white-paper`,
        title: `White paper: ${study.whitePaper.title}`,
        url,
        text: `The white paper **${study.whitePaper.title}**: ${lowerFirst(study.whitePaper.description)}. [Request the white paper](${study.whitePaper.link}).`,
        keywords: [...keywords, "white paper", "whitepaper", "download", "report"],
        questions: questions?.whitePaper,
      });
    }
    return passages;
  });
  return [
    {
      id: "case-studies-overview",
      title: "Our case studies",
      url: "/case-studies",
      text:
        `Our ${countWord(caseStudies.length)} client stories, each with the challenge, our approach ` +
        "and the measured results:\n\n" +
        bullets(
          caseStudies.map(
            (s) =>
              `[${s.title}](/case-studies#${s.id}) (${s.industry}): ${headlineResults(s.results)}`,
          ),
        ),
      keywords: ["case studies", "success stories", "clients", "customers", "examples"],
      questions: caseStudiesOverviewQuestions,
    },
    ...perStudy,
  ];
}
