/**
 * What the site says and where it sends visitors, for checking the question sets against it:
 * every fact a question asks for is stated here, every link it expects exists.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import * as about from "#app/content/about.ts";
import { caseStudies } from "#app/content/case-studies.ts";
import * as chatAnswers from "#app/content/chat-answers.ts";
import * as faq from "#app/content/faq.ts";
import * as helpTopics from "#app/content/help-topics.ts";
import * as home from "#app/content/home.ts";
import { privacyPolicy } from "#app/content/legal/privacy-policy.ts";
import { termsOfService } from "#app/content/legal/terms-of-service.ts";
import * as site from "#app/content/site.ts";
import { solutions } from "#app/content/solutions.ts";
import * as questionnaire from "#app/get-started/questionnaire-steps.ts";
import * as consultation from "#app/inquiries/consultation-options.ts";

/** Every string a value holds, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const routeSource = (file: string) => readFileSync(join("app/routes", file), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What the site says: the content modules, the page templates and the product description. */
export const siteText = [
  ...strings([about, caseStudies, chatAnswers, faq, helpTopics, home, site, solutions]),
  ...strings([privacyPolicy, termsOfService, questionnaire, consultation]),
  ...filesUnder("app/routes").map((file) => readFileSync(file, "utf8")),
  readFileSync("docs/product.md", "utf8"),
].join("\n");

/** Section anchors of each page, read from where the page defines them. */
const anchorsByPage: Record<string, (anchor: string) => boolean> = {
  "/solutions": (anchor) => solutions.some((solution) => solution.id === anchor),
  "/case-studies": (anchor) => caseStudies.some((study) => study.id === anchor),
  "/privacy": (anchor) => privacyPolicy.sections.some((section) => section.id === anchor),
  "/terms": (anchor) => termsOfService.sections.some((section) => section.id === anchor),
  "/": (anchor) => routeSource("marketing/home.tsx").includes(`id="${anchor}"`),
  "/about": (anchor) => routeSource("marketing/about.tsx").includes(`id="${anchor}"`),
  "/contact": (anchor) => routeSource("forms/contact.tsx").includes(`id="${anchor}"`),
};

/** The site's pages a visitor can be sent to (docs/product.md#11-page-list). */
const PAGES = new Set([
  "/",
  "/solutions",
  "/about",
  "/case-studies",
  "/contact",
  "/consultation",
  "/get-started",
  "/privacy",
  "/terms",
  "/newsletter",
  "/unsubscribe",
  "/sign-in",
  "/profile",
  "/privacy-settings",
  "/account-requests",
  "/data-export",
]);

/** Whether a link a question expects leads to an existing page and, if it names one, section. */
export function linkExists(link: string): boolean {
  const [path = "", anchor] = link.split("#");
  const page = path.split("?")[0] || "/";
  return PAGES.has(page) && (anchor === undefined || anchorsByPage[page]?.(anchor) === true);
}
