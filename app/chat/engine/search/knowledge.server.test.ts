import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudies } from "#app/content/case-studies.ts";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import { solutions } from "#app/content/solutions.ts";
import { closestPassages, knowledgePassages, searchKnowledge } from "./knowledge.server.ts";
import { stem, toTerm } from "./search-terms.server.ts";

const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");

/** Paths of the route table, read from its source so a renamed route fails this test. */
function routePaths(): Set<string> {
  const table = source("routes.ts");
  const paths = [...table.matchAll(/route\("([^"*]+)"/g)].map((match) => `/${match[1]}`);
  return new Set(table.includes("index(") ? ["/", ...paths] : paths);
}

/** Literal `id="…"` attributes in the files that render a page. */
const literalIds = (...files: string[]) =>
  files.flatMap((file) => [...source(file).matchAll(/\bid="([^"]+)"/g)].map((m) => m[1] ?? ""));

/** Ids rendered from content, each checked against the attribute that renders it. */
function contentIds(file: string, attribute: string, ids: string[]): string[] {
  expect(source(file), `${file} renders ${attribute}`).toContain(attribute);
  return ids;
}

function anchorsByPath(): Map<string, Set<string>> {
  const legalIds = (document: typeof privacyPolicy) => document.sections.map((s) => s.id);
  const legalPage = "components/marketing/legal-page.tsx";
  return new Map(
    Object.entries({
      "/": literalIds("routes/marketing/home.tsx"),
      "/about": literalIds("routes/marketing/about.tsx"),
      "/contact": literalIds("routes/forms/contact.tsx"),
      "/solutions": [
        ...literalIds("routes/marketing/solutions.tsx"),
        ...contentIds(
          "routes/marketing/solutions.tsx",
          "id={solution.id}",
          solutions.map((s) => s.id),
        ),
      ],
      "/case-studies": contentIds(
        "components/case-studies/case-study-section.tsx",
        "id={study.id}",
        caseStudies.map((s) => s.id),
      ),
      "/privacy": contentIds(legalPage, "id={section.id}", legalIds(privacyPolicy)),
      "/terms": contentIds(legalPage, "id={section.id}", legalIds(termsOfService)),
    }).map(([path, ids]) => [path, new Set(ids)]),
  );
}

function expectLinkTarget(url: string, routes: Set<string>, anchors: Map<string, Set<string>>) {
  const [pathAndQuery = "", anchor] = url.split("#");
  const path = pathAndQuery.split("?")[0] || "/";
  expect(routes, `route of ${url}`).toContain(path);
  if (anchor) expect(anchors.get(path) ?? new Set(), `anchor of ${url}`).toContain(anchor);
}

const top = (query: string) => searchKnowledge(query)[0]?.id;

describe("knowledge passages", () => {
  const passages = knowledgePassages();

  it("cover every content module with unique, non-empty passages", () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(passage.title.trim()).not.toBe("");
      expect(passage.text.trim()).not.toBe("");
    }
    const urls = passages.map((p) => p.url);
    for (const prefix of ["/about", "/contact", "/solutions", "/case-studies", "/privacy"]) {
      expect(
        urls.some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(urls).toContain("/consultation");
    expect(urls).toContain("/get-started");
    expect(urls.some((url) => url.startsWith("/terms"))).toBe(true);
  });

  it("link only to existing routes and to anchors those pages render", () => {
    const routes = routePaths();
    const anchors = anchorsByPath();
    for (const passage of passages) {
      expectLinkTarget(passage.url, routes, anchors);
      for (const [, target] of passage.text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (target?.startsWith("/")) expectLinkTarget(target, routes, anchors);
        else expect(target, `link in ${passage.id}`).toMatch(/^mailto:/);
      }
    }
  });
});

describe("search terms", () => {
  it("bring plural and singular, and British and American spellings, together", () => {
    expect(stem("hours")).toBe(stem("hour"));
    expect(stem("cookies")).toBe(stem("cookie"));
    expect(stem("policies")).toBe(stem("policy"));
    expect(stem("personalisation")).toBe(stem("personalization"));
    expect(stem("offices")).toBe(stem("office"));
    expect(stem("address")).toBe("address");
  });

  it("drop stop words and keep figures and acronyms", () => {
    for (const word of ["what", "is", "the", "please", "tell"]) expect(toTerm(word)).toBeNull();
    expect(toTerm("GDPR")).toBe("gdpr");
    expect(toTerm("100")).toBe("100");
  });

  it("give no term for a word that carries no meaning", () => {
    expect(toTerm("the")).toBeNull();
  });
});

describe("searchKnowledge", () => {
  it.each([
    ["Where is your office?", "contact-address"],
    ["What is your address?", "contact-address"],
    ["What are your support hours?", "support-hours"],
    ["What is your support email?", "support-email"],
    ["Are you GDPR compliant?", "spec-compliance"],
    ["What is your response time?", "spec-response-time"],
    ["How accurate is your AI?", "spec-accuracy"],
    ["What features does the no-code platform have?", "no-code-features"],
    ["What time slots can I book?", "consultation-times"],
    ["How do I book a consultation?", "consultation-booking"],
    ["What results did the fintech lender see?", "case-fintech-lender"],
    ["Do you use cookies?", "privacy-data-we-collect-2"],
    ["What data do you collect?", "privacy-data-we-collect-1"],
    ["Which law governs the terms?", "terms-governing-law-1"],
    ["Who founded the company?", "company-history"],
    ["What are your values?", "company-values"],
    ["How do I reset my password?", "help-account-password-reset"],
    ["How do I unsubscribe from the newsletter?", "help-newsletter-unsubscribe"],
    ["What's your legal name?", "company-legal-name"],
  ])("ranks the passage that answers %j first", (query, id) => {
    expect(top(query)).toBe(id);
  });

  it("tolerates small typos", () => {
    expect(top("What are your suport hours?")).toBe("support-hours");
    expect(top("personalised experience features")).toBe("adaptive-cx-features");
  });

  it.each([
    "What is the capital of France?",
    "Write me a poem about cheese",
    "Who won the world cup?",
    "What's the weather today?",
    "recipe for lasagna",
    "what is the",
    "",
  ])("finds nothing relevant for %j", (query) => {
    expect(searchKnowledge(query)).toEqual([]);
  });

  it.each([
    // The company's own beginning, not the get-started questionnaire.
    ["when did you guys start?", "company-history"],
    // The team's reply to a message, not the solutions' response time.
    ["if I write to you, how soon do you respond?", "help-contact-form"],
    // Everyday words for the content's terms: a project's length, a client's industry.
    ["do you have a timeline for the project?", "faq-3-1"],
    ["any case study for a shipping firm?", "case-mid-sized-logistics-company"],
    // Logging consent is no signing in.
    ["Do you log consent for personalisation?", "faq-2-3"],
  ])("reads the phrase in %j as the content says it", (query, id) => {
    expect(top(query)).toBe(id);
  });

  it("drops what the tokenizer leaves of a contraction", () => {
    for (const tail of ["re", "ll", "ve"]) expect(toTerm(tail)).toBeNull();
  });

  it("finds a passage through the questions it answers, not only its words", () => {
    expect(top("is there a map to your office")).toBe("contact-address");
    expect(top("can we afford you on a small budget")).toBe("help-pricing");
  });

  it("uses the conversation's topic to rank a follow-up, and the message's words to filter", () => {
    const hits = searchKnowledge("what about retail?", {
      context: "results of the healthcare case study",
    });
    expect(hits[0]?.id).toBe("case-national-online-retailer");
    expect(searchKnowledge("what about lasagna?", { context: "healthcare case study" })).toEqual(
      [],
    );
  });

  it("offers the closest passages for a question it cannot answer clearly", () => {
    const closest = closestPassages("telephone hotline office");
    expect(closest.length).toBeGreaterThan(0);
    expect(new Set(closest.map((passage) => passage.url)).size).toBe(closest.length);
    expect(closestPassages("capital of France")).toEqual([]);
  });

  it("returns hits best first, within the limit, with their scores", () => {
    const hits = searchKnowledge("How long do you keep my data?", { limit: 2 });
    expect(hits).toHaveLength(2);
    expect(hits[0]?.url).toBe("/privacy#data-retention");
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
  });
});

describe("searchKnowledge with everyday phrases", () => {
  const top = (query: string) => searchKnowledge(query)[0]?.id;

  it("reads what an account costs as the account's plan, not a project's price", () => {
    expect(top("does signing up for an account cost anything?")).toBe("help-account-plan");
    expect(top("How much does a chatbot project cost?")).toBe("help-pricing");
  });

  it("reads opening an account as signing up, not as opening hours", () => {
    expect(top("How do I open a new account?")).toBe("help-account-sign-up");
  });

  it("lets a recognised phrase find its passage when the message's own words do not", () => {
    expect(top("Once the bot is launched, will you walk off or hang around?")).toBe("faq-3-3");
  });

  it("answers facts the pages show that no other passage states", () => {
    expect(top("what is the longest message I can send with the contact form?")).toBe(
      "help-contact-form-fields",
    );
    expect(top("Do you have a LinkedIn page I can follow?")).toBe("help-social-media");
  });
});
