import { genesis, story, values } from "#app/content/about.ts";
import { faq } from "#app/content/faq.ts";
import { faqQuestions } from "#app/content/faq-questions.ts";
import { howItWorks, howItWorksLead, innovatorStats, testimonials } from "#app/content/home.ts";
import { company } from "#app/content/site.ts";
import { siteQuestions } from "#app/content/site-questions.ts";
import { sharedSpecQuestions, solutionQuestions } from "#app/content/solution-questions.ts";
import { solutions, type SolutionId } from "#app/content/solutions.ts";
import { bullets, type Passage } from "./passage.ts";
import { startingPointPassages } from "./starting-point-passages.server.ts";

/** Words visitors use for each solution that its own copy does not always contain. */
const solutionKeywords: Record<SolutionId, string[]> = {
  "ai-workforce": ["ai agents", "agent", "automation", "customer service", "virtual assistant"],
  "no-code": ["no-code", "platform", "workflow builder", "integration", "low-code", "connectors"],
  "adaptive-cx": ["personalization", "personalized", "customer experience", "conversational"],
};

function companyPassages(): Passage[] {
  const { address } = company;
  return [
    {
      id: "company-overview",
      title: `About ${company.name}`,
      url: "/about#story-title",
      text: story.paragraphs.join("\n\n"),
      keywords: ["company", "about", "who are you", "mission", "story", "overview", "business"],
      questions: siteQuestions["company-overview"],
    },
    {
      id: "company-values",
      title: "Our values",
      url: "/about#values-title",
      text: bullets(values.map((value) => `**${value.title}**: ${value.description}`)),
      keywords: ["values", "philosophy", "principles", "ethics", "beliefs"],
      questions: siteQuestions["company-values"],
    },
    {
      id: "company-history",
      title: `${company.name} history`,
      url: "/about#genesis-title",
      text: bullets(genesis.milestones.map((m) => `**${m.year}, ${m.title}**: ${m.description}`)),
      keywords: ["history", "founded", "founders", "journey", "began", "start", "year", "since"],
      questions: siteQuestions["company-history"],
    },
    {
      id: "company-legal-name",
      title: "Company details",
      // The legal name is written out in the privacy policy's "Who we are" (elsewhere only in
      // the footer), so that is where the answer points.
      url: "/privacy#who-we-are",
      text:
        `Our legal name is **${company.legalName}**, a company based in ${address.city}, ` +
        `${address.region}, ${address.country}.`,
      keywords: ["legal name", "registered", "incorporated", "inc", "entity"],
      questions: siteQuestions["company-legal-name"],
    },
    {
      id: "contact-address",
      title: "Office address",
      url: "/contact#contact-info-title",
      text:
        `Our office is at **${address.street}, ${address.city}, ${address.region} ` +
        `${address.postalCode}**, ${address.country} (${company.legalName}). The ` +
        "[contact page](/contact) shows it on a map, with an **Open in maps** link.",
      keywords: ["address", "office", "location", "headquarters", "postal", "where"],
      questions: siteQuestions["contact-address"],
    },
    {
      id: "support-hours",
      title: "Support hours",
      url: "/contact#contact-info-title",
      text:
        `Our team is available **${company.supportHours}**. Outside those hours you can ` +
        "still [send us a message](/contact): we reply within one business day.",
      keywords: ["hours", "opening hours", "business hours", "support", "weekend", "schedule"],
      questions: siteQuestions["support-hours"],
    },
    {
      id: "support-email",
      title: "Contact email",
      url: "/contact#contact-info-title",
      text:
        `Email us at [${company.supportEmail}](mailto:${company.supportEmail}), or use the ` +
        "form on the [contact page](/contact). We do not list a phone number: to talk it " +
        "through with our team, book a [free consultation](/consultation).",
      keywords: ["email", "contact", "reach", "message", "support", "write", "phone", "call"],
      questions: siteQuestions["support-email"],
    },
  ];
}

function solutionPassages(): Passage[] {
  const perSolution = solutions.flatMap((solution): Passage[] => {
    const url = `/solutions#${solution.id}`;
    const keywords = [solution.name, ...solutionKeywords[solution.id]];
    const metric = `**${solution.successMetric.stat}** ${solution.successMetric.label}`;
    const questions = solutionQuestions[solution.id];
    return [
      {
        id: `${solution.id}-overview`,
        title: solution.name,
        url,
        text: `**${solution.name}**: ${solution.summary}\n\nTypical result: ${metric}.`,
        keywords,
        questions: questions.overview,
      },
      {
        id: `${solution.id}-details`,
        title: `What ${solution.name} does`,
        url,
        text: solution.description.join("\n\n"),
        keywords,
        questions: questions.details,
      },
      {
        id: `${solution.id}-features`,
        title: `${solution.name} features`,
        url,
        text:
          `Key features of **${solution.name}**:\n\n` +
          bullets(solution.features.map((f) => `**${f.title}**: ${f.description}`)),
        keywords: [...keywords, "features", "capabilities"],
        questions: questions.features,
      },
      {
        id: `${solution.id}-specs`,
        title: `${solution.name} specifications`,
        url,
        text:
          `Specifications of **${solution.name}**:\n\n` +
          bullets(solution.specs.map((s) => `**${s.label}**: ${s.value} (${s.detail})`)),
        keywords: [...keywords, "specs", "specifications", "performance", "figures"],
        questions: questions.specs,
      },
    ];
  });
  return [
    {
      id: "solutions-overview",
      title: "Our solutions",
      url: "/solutions",
      text:
        `${company.name} offers these solutions:\n\n` +
        bullets(
          solutions.map(
            (s) =>
              `[${s.name}](/solutions#${s.id}): ${s.summary} Typical result: ` +
              `**${s.successMetric.stat}** ${s.successMetric.label}.`,
          ),
        ),
      keywords: ["solutions", "products", "services", "offer", "offerings", "what do you do"],
      questions: siteQuestions["solutions-overview"],
    },
    ...sharedSpecPassages(),
    ...perSolution,
  ];
}

const sharedSpecKeywords: Record<string, string[]> = {
  Accuracy: ["accuracy", "accurate", "precision", "reliable"],
  "Response time": ["response time", "latency", "fast", "speed", "quick"],
  Compliance: ["compliance", "gdpr", "ccpa", "regulation", "privacy law", "data protection"],
};

/** A spec every solution quotes (accuracy, response time) answered once, not three times. */
function sharedSpecPassages(): Passage[] {
  return Object.entries(sharedSpecKeywords).flatMap(([label, keywords]): Passage[] => {
    const specs = solutions.flatMap((solution) => {
      const spec = solution.specs.find((candidate) => candidate.label === label);
      return spec ? [{ solution, spec }] : [];
    });
    if (specs.length === 0) return [];
    const values = new Set(specs.map(({ spec }) => spec.value));
    const lead =
      values.size === 1
        ? `${label} across our solutions: **${specs[0]?.spec.value}**.`
        : `${label} of our solutions:`;
    // Each line links its solution's section, which an answer about one solution then cites.
    const detail = specs.map(({ solution, spec }) => {
      const name = `[${solution.name}](/solutions#${solution.id})`;
      return values.size === 1
        ? `${name}: ${spec.detail}`
        : `${name}: **${spec.value}** (${spec.detail})`;
    });
    return [
      {
        id: `spec-${label.toLowerCase().replace(/\s+/g, "-")}`,
        title: `${label} of our solutions`,
        url: "/solutions",
        text: `${lead}\n\n${bullets(detail)}`,
        keywords,
        questions: sharedSpecQuestions[label],
      },
    ];
  });
}

function homePassages(): Passage[] {
  const steps = howItWorks
    .map((step, index) => `${index + 1}. **${step.title}**: ${step.description}`)
    .join("\n");
  return [
    {
      id: "how-it-works",
      title: "How we work with you",
      url: "/#how-title",
      text: `${howItWorksLead}\n\n${steps}`,
      // The lead says how many steps; searched, its words would draw questions about control.
      searchText: steps,
      keywords: ["process", "how it works", "steps", "onboarding", "implementation", "approach"],
      questions: siteQuestions["how-it-works"],
    },
    {
      id: "client-results",
      title: "What our clients say",
      url: "/#innovators-title",
      text:
        bullets(innovatorStats.map((item) => `**${item.stat}** ${item.label}`)) +
        "\n\n" +
        testimonials.map((t) => `> ${t.quote}\n>\n> ${t.author}, ${t.organisation}`).join("\n\n"),
      keywords: ["testimonials", "reviews", "clients", "customers", "references", "results"],
      questions: siteQuestions["client-results"],
    },
  ];
}

function faqPassages(): Passage[] {
  return faq.flatMap((category, c) =>
    category.questions.map((item, q) => ({
      id: `faq-${c + 1}-${q + 1}`,
      title: item.question,
      url: "/contact#faq-title",
      // The question leads: an answer such as "No. Operations, marketing…" names neither the
      // solution nor what it says no to.
      text: `**${item.question}** ${item.answer}`,
      keywords: ["faq", category.title],
      questions: faqQuestions[item.question],
    })),
  );
}

export function sitePassages(): Passage[] {
  return [
    ...companyPassages(),
    ...solutionPassages(),
    ...homePassages(),
    ...faqPassages(),
    ...startingPointPassages(),
  ];
}
