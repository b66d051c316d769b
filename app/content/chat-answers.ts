/**
 * The assistant's written answers: the five suggested prompts and the small-talk replies.
 * Every figure is read from the content modules, so an answer cannot quote a number the site
 * does not.
 */
import { values } from "./about.ts";
import type { SuggestionTopic } from "./chat.ts";
import { howItWorks } from "./home.ts";
import { company } from "./site.ts";
import { solutions, type SolutionId } from "./solutions.ts";

const solutionLink = (id: SolutionId) => {
  const solution = solutions.find((candidate) => candidate.id === id);
  return solution ? `[${solution.name}](/solutions#${id})` : "[our solutions](/solutions)";
};

/** The business goal each solution serves, in a visitor's words. */
const goalBySolution: Record<SolutionId, string> = {
  "ai-workforce": "Answer customers faster, at any hour",
  "no-code": "Launch improvements without waiting for developers",
  "adaptive-cx": "Engage every customer personally",
};

const humanCentered = values.find((value) => value.title === "Human-Centered AI");

const aboutCompany =
  `**${company.name}** makes artificial intelligence practical for every business, from ` +
  "startups to enterprises. Our solutions:\n\n" +
  solutions.map((s) => `- **${solutionLink(s.id)}**: ${s.tagline}.`).join("\n") +
  "\n\nWe start from your goals, keep people in control, and stay with our clients until the " +
  `results show up in their numbers. We are based in ${company.address.city}, ` +
  `${company.address.region}.\n\nRead more on [About](/about#story-title).`;

const aiGoals =
  "AI helps most when it starts from a goal you can measure. Here is how our solutions map " +
  "to common goals:\n\n" +
  solutions
    .map(
      (s) =>
        `- **${goalBySolution[s.id]}** with ${solutionLink(s.id)}: ` +
        `**${s.successMetric.stat}** ${s.successMetric.label}.`,
    )
    .join("\n") +
  "\n\nEvery engagement follows the same path: " +
  howItWorks.map((step) => step.title.toLowerCase()).join(", ") +
  ", with results measured against your goal. Try the [get-started questionnaire](/get-started) " +
  "to find your starting point, or book a [free consultation](/consultation).";

const humanCentric =
  "Being **human-centered** is one of our core values." +
  (humanCentered ? ` ${humanCentered.description}` : "") +
  "\n\nIt shows in each solution:\n\n" +
  `- ${solutionLink("ai-workforce")}: agents take the routine work and hand anything ` +
  "sensitive or unusual to your team with a summary, the history and a suggested next step.\n" +
  `- ${solutionLink("no-code")}: the people who know the process build the workflows, with ` +
  "approvals and audit trails.\n" +
  `- ${solutionLink("adaptive-cx")}: personalisation uses only the data customers agreed to ` +
  "share, and they can change their mind.\n\n" +
  "Customers can always reach a person, and your staff stay in control of the decisions that " +
  "matter. Read more on [About](/about#values-title).";

const aiTrends =
  "AI changes quickly, so rather than quote headline numbers, here are the broad trends we see " +
  "businesses acting on:\n\n" +
  "- **Agents that act, not just answer**: assistants now complete tasks such as bookings, " +
  `order updates and triage, and pass the rest to people. That is our ${solutionLink("ai-workforce")}.\n` +
  "- **AI in the hands of business teams**: visual, no-code tools let operations, marketing " +
  `and support build AI workflows themselves, as with ${solutionLink("no-code")}.\n` +
  "- **Personalisation with consent**: customers expect relevant experiences, and privacy " +
  `rules expect transparency; ${solutionLink("adaptive-cx")} are built for both.\n` +
  "- **Grounded, trustworthy AI**: answers drawn from a company's own documents, with people " +
  "in charge of the decisions that matter.\n\n" +
  "Curious which of these fits your business? Book a [free consultation](/consultation).";

const somethingFun =
  "Why did the AI agent pass the tricky question to a human colleague? Because knowing when " +
  "to ask for help is the smartest feature of all.\n\n" +
  "And a fun fact: the word *robot* comes from a Czech play, where it was taken from a word " +
  "for forced labour. Today's AI agents are happy to take on the repetitive work, so people " +
  "can spend their time on the conversations that need a human touch.\n\n" +
  "See how [our AI agents](/solutions#ai-workforce) do it, or read our " +
  "[case studies](/case-studies).";

export const suggestionAnswers: Record<SuggestionTopic, string> = {
  company: aboutCompany,
  goals: aiGoals,
  humanCentric,
  trends: aiTrends,
  fun: somethingFun,
};

export const greetingAnswer =
  `Hello! I'm the ${company.name} assistant. I can tell you about our ` +
  "[solutions](/solutions), our [case studies](/case-studies), our support hours or how to " +
  "book a [free consultation](/consultation). What would you like to know?";

export const thanksAnswer = `You're welcome! Is there anything else you would like to know about ${company.name}?`;

export const goodbyeAnswer =
  "Thanks for stopping by! Whenever you are ready, you can book a " +
  "[free consultation](/consultation) or reach us through the [contact page](/contact). Goodbye!";

/** What the assistant can help with, said when a question is off-topic or unclear. */
const helpScope =
  "I can help with our [solutions](/solutions), our [case studies](/case-studies), booking a " +
  "[free consultation](/consultation), contacting our team or your account.";

/** How a clarifying reply begins, so the assistant knows when it could not help twice in a row. */
export const CLARIFYING_OPENING = "I'm not sure I have that one.";

/** "Is it SOC 2 certified?": the honest answer when the site never mentions what is asked about. */
export function siteGapAnswer(names: readonly string[]): string {
  const named =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : (names[0] ?? "that");
  return `Our site doesn't say anything about ${named}. Our team can tell you in a [free consultation](/consultation), or you can [send us a message](/contact).`;
}

/**
 * The reply to a question the site has no clear answer for: what the assistant can help with,
 * and the closest topics it found as a short "did you mean" question.
 */
export function clarifyingAnswer(closest: readonly { title: string; url: string }[]): string {
  const links = closest.map((topic) => `[${topic.title}](${topic.url})`);
  const question =
    links.length > 0
      ? `Did you mean ${links.slice(0, -1).join(", ")}${links.length > 1 ? " or " : ""}${links.at(-1)}?`
      : "What would you like to know?";
  return `${CLARIFYING_OPENING} ${helpScope} ${question}`;
}

/**
 * Every offer to pass the conversation on asks for the address in these words; the built-in
 * assistant recognises an open offer by them in its previous reply.
 */
export const HAND_OVER_REQUEST = "type your email address here";

const replyPromise = `within one business day (${company.supportHours})`;

/** The reply to a visitor who asks for a person. */
export const handoverAnswer =
  "Of course. I can pass your question on to our team: " +
  `${HAND_OVER_REQUEST} and a colleague will reply by email ${replyPromise}. ` +
  "You can also write to us on the [contact page](/contact), email " +
  `[${company.supportEmail}](mailto:${company.supportEmail}), or book a ` +
  "[free consultation](/consultation) to talk it through in a call.";

/** The reply to a visitor who asks for a person while a team member is on duty. */
export const liveHandoverAnswer =
  "Of course. I've asked a colleague to join this chat; they'll be with you in a moment. " +
  `If you'd rather have a reply by email, ${HAND_OVER_REQUEST} instead.`;

/** After a second question in a row the site has no answer for. */
export const stuckAnswerOffer =
  "Our team will know. Shall I pass your question on? If so, " +
  `${HAND_OVER_REQUEST} and a colleague will reply by email ${replyPromise}.`;

/** After the answer to a request for a quote: the team works one out. */
export const quoteOffer =
  "Our team can work out a quote with you. If you'd like one, " +
  `${HAND_OVER_REQUEST} and a colleague will reply by email ${replyPromise}.`;

/** Markdown-safe: an address such as jo_smith@example.com must not turn into emphasis. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>]/g, "\\$&");

/** The replies to the address the visitor leaves after an offer, by what became of it. */
export const handOverReplies = {
  sent: (email: string) =>
    `Thank you! I've passed our conversation on to our team. A colleague will reply to ` +
    `${escapeMarkdown(email)} ${replyPromise}. Is there anything else I can help with meanwhile?`,
  invalidEmail: (message: string) =>
    `${message} To have me pass the conversation on, ${HAND_OVER_REQUEST} again (for ` +
    "example name@company.com), or ask me something else.",
  rateLimited:
    "Your address has sent us several messages in the past hour, so I can't pass this one on " +
    `right now. Please try again later or email [${company.supportEmail}](mailto:${company.supportEmail}).`,
  failed:
    "I couldn't pass your question on just now. Please try again in a moment, or write to us " +
    "on the [contact page](/contact).",
  /** "Yes please" to an offer, without the address. */
  askForEmail: `Happy to. Please ${HAND_OVER_REQUEST} and I'll pass the conversation on.`,
  unavailable:
    "I can't pass messages on from here. Please write to us on the [contact page](/contact) " +
    `and we will reply ${replyPromise}.`,
};

/** "How are you?" */
export const howAreYouAnswer = "I'm doing well, thanks for asking! What can I help you with today?";

/** "Are you a bot?", "What's your name?" */
export const identityAnswer =
  `I'm the ${company.name} assistant, a bot that answers from this website. For anything I ` +
  "can't help with, our team is a message away on the [contact page](/contact).";

/** A request plainly outside the site: the weather, homework, code. */
export const offTopicAnswer = `That's outside what I can help with here, sorry. ${helpScope} What would you like to know?`;

/** A question on something the site does not cover: a certification, hosting, head count. */
export const notOnSiteAnswer =
  "That isn't something our site covers, so I can't answer it reliably. Our team can tell " +
  "you in a [free consultation](/consultation), or you can [send us a message](/contact).";

/** A question written in another language than English. */
export const otherLanguageAnswer = `Sorry, I can only answer in English: everything on our site is written in English. ${helpScope} Ask me in English and I'll gladly help.`;

/** "Nice job", "you're really helpful" */
export const complimentAnswer = "Thank you, that's kind of you! What else can I help you with?";

/** "ok cool", "got it" */
export const acknowledgementAnswer =
  "Great! Let me know if there is anything else I can help with.";

export const nothingMoreAnswer =
  "That's everything I have on that topic. For more detail, write to us through the " +
  "[contact page](/contact) or book a [free consultation](/consultation).";
