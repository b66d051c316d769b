/**
 * Questions visitors ask that each client story answers, keyed by the case study's id, for the
 * chat's search. Kept out of case-studies.ts so the case-studies page does not ship them. Each
 * story's lists have a module of their own so every file stays a readable size.
 */
import { fintechCaseQuestions } from "./case-study-fintech-questions.ts";
import { healthcareCaseQuestions } from "./case-study-healthcare-questions.ts";
import { logisticsCaseQuestions } from "./case-study-logistics-questions.ts";
import { retailCaseQuestions } from "./case-study-retail-questions.ts";
import { universityCaseQuestions } from "./case-study-university-questions.ts";
import type { CaseStudyQuestions } from "./types.ts";

/** Answered by the list of stories and their sectors. */
export const caseStudiesOverviewQuestions: readonly string[] = [
  "Do you have case studies?",
  "Show me examples of your work",
  "Which industries have you worked in?",
  "success stories?",
  "Have you delivered projects like ours before?",
  "Can I see some customer stories?",
  "Which sectors are your clients in?",
  "Do you have any proof this works for real companies?",
  "client examples in my industry?",
  "How many case studies do you have?",
  "portfolio?",
  "Please share reference projects for our RFP",
  "Do your case studies show measured results?",
  "There is some example of projects you made?",
  "Who have you done projects for?",
  "Got any real-world examples?",
  "What kinds of companies have you helped, and what did they get?",
  "customer case studys",
  "Results from past projects?",
  "list of client stories pls",
  "Before I commit, I'd like to see what you've done for others",
  "Do you have before-and-after numbers from clients?",
  "I'd like to know which sectors you have stories from before our board meeting",
  "Show me your client success stories, I'm in education",
  "I manage a clinic, do you have stories from clients in healthcare or other sectors?",
  "Provide a list of client references with sector and measured outcomes.",
  "I'm a journalist covering AI in business: which industries are your published client stories from?",
  "Everyone claims results, do you have any actual numbers from actual clients?",
  "From which branches are your customer stories?",
  "case studies list + results",
  "on your site there were five stories or so, which ones?",
  "For a class assignment I need examples of companies that used your AI and what changed for them",
  "All five client stories in one list please, with their headline numbers",
  "Not the homepage testimonials, the full case studies: which ones do you have?",
  "Summarise every client story in one line each",
  "compare results across all your case studies",
  "Which of your case studies is closest to a hotel, and what are the sectors overall?",
  "Index of your case studies with the industry of each",
];

export const caseStudyQuestions: Record<string, CaseStudyQuestions> = {
  "regional-healthcare-network": healthcareCaseQuestions,
  "national-online-retailer": retailCaseQuestions,
  "mid-sized-logistics-company": logisticsCaseQuestions,
  "fintech-lender": fintechCaseQuestions,
  "university-student-services": universityCaseQuestions,
};
