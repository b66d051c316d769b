/**
 * A tenth set of visitor questions for tuning the chat assistant, written from the site's visible
 * content alone. It is weighted toward follow-ups that only make sense with the conversation
 * before them: a pronoun or a dropped subject ("is it free?"), a switch to a neighbouring subject
 * that keeps the question ("what about the fintech one?"), an added condition ("what if the link
 * expired?"), a request for more or less detail, and small talk or a request for a person in the
 * middle of a chat. The rest are single questions, terse, misspelt, situational or two-part.
 */
import { ADDRESS_PAGES, DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import { plain, type EvalQuestion, type EvalTurn, ask } from "./eval-question.ts";

/** Facts FACT does not hold, each accepting the usual ways of writing what the site says. */
const SAID = {
  agents: /AI agents/i,
  startups: /startups?/i,
  firstClients: /2025/,
  ethics: /consent|privacy|transparen/i,
  innovation: /evaluate|adopt|proven/i,
  mission: /practical|every business/i,
  founders: /engineers|customer[- ]experience/i,

  resetAccess: /reset(ting)? (access|passwords?)/i,
  voice: /voice|phone/i,
  handoff: /summary|context|hands? (it )?over|hand-?off|escalat/i,
  actions: /secure (APIs|integrations)|update orders|open tickets|book meetings/i,
  alwaysOn: /weekends|holidays|day and night|around the clock|24\/7/i,
  grounded: /knowledge base|documents|policies/i,
  sources: /sources?/i,
  halfTickets: /50\s?%/,
  appointments: /appointments?/i,

  noDevelopers: /not required|no developers|without (writing )?code|don't need|do not need/i,
  crm: /\bCRMs?\b/i,
  threeTimes: /\b3\s?(x|×|times)(?![\w.])/i,
  api: /\bAPIs?\b/i,
  safeRelease: /test|approv|version/i,
  auditTrail: /audit trails?/i,

  signals: /purchase history|preferences|journey stage/i,
  moreEngagement: /40\s?%/,
  sensitive: /sensitive (attributes|data)|excluded by default|excludes sensitive/i,
  explainable: /explain/i,
  dashboards: /dashboards?/i,
  chat: /chat/i,
  emailOrSms: /SMS|e-?mail/i,

  startingPoint: /consultation|starting point|three (quick )?questions|get[- ]started/i,
  mix: /add the others|start with one|combin|mix/i,

  healthcare: /healthcare|clinics?/i,
  noShows: /31\s?%/,
  whitePaper: /white paper/i,
  revenue: /1\.8\s?(M|million)/i,
  lending: /loan|underwrit|credit/i,
  builtByOperations: /operations team|dispatchers|IT reviewed/i,
  firstAnswer: /30\s?(sec|seconds)/i,
  decisionTime: /62\s?%/,
  perUnderwriter: /2\.4\s?(x|×|times)/i,
  fewerAbandoned: /35\s?%/,
  defaultRates: /default rates?/i,
  university: /universit/i,

  design: /Solution Design/i,
  integration: /Integration/i,
  optimization: /Optimi[sz]ation/i,
  rollout: /stages|connect/i,
  afterLaunch: /weekly|named contact|monitoring/i,
  size: /size|how big/i,
  need: /need/i,
  when: /start|timeline/i,
  nextStep: /next step/i,
  week: /week/i,
  inControl: /in control/i,
  smallStart: /smallest|first use case|stages/i,

  freeTier: /free tier/i,
  comingSoon: /coming soon/i,
  thousandCalls: /1,?000/,
  agreement: /written agreement|separate agreement/i,

  morning: /0?9:00\s?AM|\b9\s?(am|a\.m\.)/i,
  afternoon: /0?4:00\s?PM|\b4\s?(pm|p\.m\.)/i,
  noDates: /propose|scheduling preferences|not required|optional/i,
  fourteen: /\b(14|fourteen) (week|business )?days|two weeks/i,
  confirm: /confirm/i,
  name: /\bname\b/i,
  email: /e-?mail/i,
  days: /\b(days?|dates?)\b/i,
  times: /\btimes?\b/i,
  weekdays: /weekdays?|weekends?|Monday (to|through) Friday/i,

  map: /\bmaps?\b/i,
  company: /company/i,
  message: /message/i,

  createAccount: /Create Account|sign[- ]?up/i,
  google: /Google/i,
  oneHour: /\b(1|one)[- ]hour\b|60 minutes/i,
  newLink: /request a new|new (reset )?link|again/i,
  resend: /resend/i,
  reactivate: /reactivat/i,
  day: /\b24[- ]hours?\b/i,
  changePassword: /Change Password/i,
  recentSignIn: /\b(10|ten) minutes|recent/i,
  six: /\b(6|six)\b/i,
  notReceived: /never|do not|don't|does not|doesn't/i,

  afterErasure: /(one|1|a) year/i,
  exportData: /export/i,
  byDefault: /by default/i,
  masked: /mask|remove|identifiers/i,
  ninetyDays: /\b(90|ninety)[- ]days?\b/i,
  twoYears: /\b24 months|two years|2 years/i,

  monthly: /a month|monthly/i,
  unsubscribe: /unsubscribe/i,
  subscribe: /subscribe/i,
  contents: /client results|practical guides|what is new|what's new/i,
  noExpiry: /no expiry|(does not|doesn't|never) expire/i,
  yourEmail: /check your email|enter your email|email address/i,

  updated: /March 29,? 2025/i,
  courts: /Suffolk County|Boston/i,
  consumers: /mandatory protection|country where you live|consumer/i,
  notAdvice: /not (legal|professional|financial|medical)|professional advice/i,
  noBanner: /cookie banner|no (advertising|tracking)|essential/i,
  cookieDays: /180 days/i,
  sixteen: /\b16\b|sixteen/i,
  noSale: /do not sell|don't sell|never sell|not sell/i,
  transferSafeguards: /Standard Contractual Clauses|SCCs?\b/i,
  oneMonth: /\b(one|1) month\b/i,
} as const;

/** Where the privacy policy and the terms say the things visitors ask about. */
const POLICY = {
  legalName: "/privacy#who-we-are",
  collected: "/privacy#data-we-collect",
  use: "/privacy#how-we-use-data",
  consent: "/privacy#legal-bases",
  modelImprovement: "/privacy#ai-model-improvement",
  transfers: "/privacy#international-transfers",
  retention: "/privacy#data-retention",
  rights: "/privacy#your-rights",
  children: "/privacy#children",
  scope: "/terms#scope-and-acceptance",
  accounts: "/terms#accounts",
  aiOutput: "/terms#ai-output",
  governingLaw: "/terms#governing-law",
} as const;

/** Earlier exchanges as [visitor, assistant] pairs, oldest first. */
function turns(...exchanges: [string, string][]): EvalTurn[] {
  return exchanges.flatMap(([visitor, assistant]): EvalTurn[] => [
    { role: "user", content: visitor },
    { role: "assistant", content: assistant },
  ]);
}

/** A question the site answers, asked alone or after the given conversation. */
/** Small talk, a request for a person or an off-topic request in the middle of a chat. */
function midChat(question: EvalQuestion, history: EvalTurn[]): EvalQuestion {
  return { ...question, history };
}

// Conversations several follow-ups continue.
const VALUES = turns([
  "what values does kestrel stand for?",
  "Four values guide our work: Human-Centered AI, Continuous Innovation, Results-Driven and Ethical AI. Read more on [About](/about#values-title).",
]);
const WORKFORCE = turns([
  "What is the 24/7 AI Workforce?",
  "AI agents that answer, resolve and follow up around the clock, working from your own knowledge base and systems. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
]);
const NO_CODE = turns([
  "Tell me about No-Code Integration",
  "It is a visual platform that lets your teams design, test and launch AI workflows in days, without writing code. Read more on [No-Code Integration](/solutions#no-code).",
]);
const PERSONALIZATION = turns([
  "What are Hyper-Personalized Experiences?",
  "Conversations that adapt to every customer in real time, using purchase history, preferences and journey stage. Read more on [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
]);
const SOLUTION_LIST = turns([
  "what solutions do you have",
  "Three: the [24/7 AI Workforce](/solutions#ai-workforce) (AI agents), [No-Code Integration](/solutions#no-code) (a visual AI workflow platform) and [Hyper-Personalized Experiences](/solutions#adaptive-cx) (conversations that adapt to each customer).",
]);
const HEALTHCARE = turns([
  "Do you have any healthcare case studies?",
  "Yes: a regional healthcare network with eleven clinics cut the time to book an appointment to under 2 minutes with a 24/7 AI front desk. Read more on [Case studies](/case-studies#regional-healthcare-network).",
]);
const RETAIL = turns([
  "Tell me about the retail case study.",
  "A national online retailer of home goods lifted repeat purchases with personalised shopping conversations. Read more on [Case studies](/case-studies#national-online-retailer).",
]);
const FOUR_STEPS = turns([
  "how does working with you actually go?",
  "In four steps: Consultation, Solution Design, Integration and Optimization. Read more on [Home](/#how-title).",
]);
const PROJECT_LENGTH = turns([
  "How long does a typical project take?",
  "Most clients launch a first use case within four to eight weeks of the consultation. Read more in the [FAQ](/contact#faq-title).",
]);
const GET_STARTED = turns([
  "Is there a quick way to know which solution fits me?",
  "Yes: answer three quick questions on [Get started](/get-started) and we will point you to the best next step.",
]);
const BOOKING = turns([
  "How do I book a consultation?",
  "Use the three-step form on [Consultation](/consultation): Details, AI Discovery and Schedule.",
]);
const CONSULTATION_INCLUDES = turns([
  "What does the free consultation include?",
  "A working session with our team, a shortlist of high-value use cases and a proposed plan with expected results. Read more in the [FAQ](/contact#faq-title).",
]);
const SUPPORT_EMAIL = turns([
  "What's your support email?",
  "You can write to support@kestrel-ai.com. Read more on [Contact](/contact).",
]);
const HOURS = turns([
  "What are your opening hours?",
  "Monday to Friday, 9:00 AM to 6:00 PM Eastern Time. Read more on [Contact](/contact).",
]);
const HOW_TO_CONTACT = turns([
  "How can I get in touch with you?",
  "Send us a message with the form on [Contact](/contact), or email support@kestrel-ai.com.",
]);
const FORGOT_PASSWORD = turns([
  "I forgot my password",
  "Choose Forgot Password? in the sign-in dialog and we will email you a reset link. [Reset your password](/?forgotPassword=true).",
]);
const DEACTIVATED = turns([
  "i cant sign in, it says my account has been deactivated",
  "Sign in again, confirm your email address and press Request Account Reactivation; we will email you a link to reactivate it. Read more on [Sign in](/sign-in).",
]);
const MODEL_TRAINING = turns([
  "Do you train your AI on my chats?",
  "Only while the AI model improvement setting is on; you can switch it off at any time in your [Privacy settings](/privacy-settings). Read more in the [Privacy Policy](/privacy#ai-model-improvement).",
]);
const DELETE_ACCOUNT = turns([
  "How do I delete my account?",
  "In [Privacy settings](/privacy-settings), choose Delete Account and confirm. A 7-day grace period starts, after which the account is closed.",
]);
const NEWSLETTER = turns([
  "Do you have a newsletter?",
  "Yes: one email a month with client results, practical guides and what is new in AI for business. Sign up on [Newsletter](/newsletter).",
]);
const UNSUBSCRIBE = turns([
  "How do I unsubscribe from your emails?",
  "Use the unsubscribe link at the bottom of any newsletter email; it opens our [Unsubscribe](/unsubscribe) page.",
]);
const GOVERNING_LAW = turns([
  "Which law governs your terms?",
  "The laws of the Commonwealth of Massachusetts. Read more on [Terms of Service](/terms#governing-law).",
]);
const COOKIES = turns([
  "Do you use cookies?",
  "Only essential ones: a session cookie that keeps you signed in and a security cookie that recognises your browser. Read more in the [Privacy Policy](/privacy#data-we-collect).",
]);
const GDPR_RIGHTS = turns([
  "What rights do I have over my data under GDPR?",
  "You can access, correct, erase and export your data, restrict or object to processing and withdraw consent. Read more in the [Privacy Policy](/privacy#your-rights).",
]);

export const TENTH_FRESH_QUESTIONS: EvalQuestion[] = [
  // The company
  ask(
    "x-company-1001",
    "company",
    "who r u guys exactly",
    [SAID.agents],
    [PAGE.about, PAGE.home, PAGE.solutions, POLICY.legalName],
  ),
  ask(
    "x-company-1002",
    "company",
    "and when did the first big customers come along?",
    [SAID.firstClients],
    [PAGE.about],
    turns([
      "When was Kestrel founded?",
      "Kestrel AI was founded in Boston in 2024. Read more on [About](/about#genesis-title).",
    ]),
  ),
  ask(
    "x-company-1003",
    "company",
    "what does the last one mean in practice?",
    [SAID.ethics],
    [PAGE.about],
    VALUES,
  ),
  ask(
    "x-company-1004",
    "company",
    "more detail on the second one please",
    [SAID.innovation],
    [PAGE.about],
    VALUES,
  ),
  ask(
    "x-company-1005",
    "company",
    "where are you based, boston or somewhere else?",
    [FACT.boston],
    [PAGE.about, ...ADDRESS_PAGES],
  ),
  ask(
    "x-company-1006",
    "company",
    "and who do you work with today, only big companies?",
    [SAID.startups],
    [PAGE.about, PAGE.home],
    turns([
      "Which industries were your first enterprise clients in?",
      "Healthcare, retail and logistics: they put AI agents and no-code workflows into production in 2025. Read more on [About](/about#genesis-title).",
    ]),
  ),
  ask(
    "x-company-1007",
    "company",
    "Is Kestrel AI the legal name of the company or a brand?",
    [FACT.legalName],
    [...ADDRESS_PAGES, POLICY.scope],
  ),
  ask(
    "x-company-1008",
    "company",
    "in short?",
    [SAID.mission],
    [PAGE.about],
    turns([
      "What's the story behind Kestrel?",
      "Kestrel AI exists to make artificial intelligence practical for every business, not only for companies with research labs. We build AI agents, a no-code AI platform and personalised conversational experiences, and stay with clients until the results show in their numbers. Read more on [About](/about#story-title).",
    ]),
  ),
  ask(
    "x-company-1009",
    "company",
    "I'm filling in a vendor assessment: who started Kestrel, and in what year?",
    [FACT.founded, SAID.founders],
    [PAGE.about],
  ),

  // 24/7 AI Workforce
  ask(
    "x-ai-workforce-1001",
    "ai-workforce",
    "can ur agents reset passwords for our staff",
    [SAID.resetAccess],
    [PAGE.aiWorkforce, PAGE.faq],
  ),
  ask(
    "x-ai-workforce-1002",
    "ai-workforce",
    "does that cover phone calls too?",
    [SAID.voice],
    [PAGE.aiWorkforce, PAGE.faq, PAGE.healthcare],
    WORKFORCE,
  ),
  ask(
    "x-ai-workforce-1003",
    "ai-workforce",
    "and what happens when it can't handle something?",
    [SAID.handoff],
    [PAGE.aiWorkforce, PAGE.faq],
    WORKFORCE,
  ),
  ask(
    "x-ai-workforce-1004",
    "ai-workforce",
    "can they actually change things in our systems or do they just talk?",
    [SAID.actions],
    [PAGE.aiWorkforce, PAGE.faq],
    turns([
      "what can your agents do?",
      "They answer product and policy questions, track orders, book appointments, reset access and triage requests. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
    ]),
  ),
  ask(
    "x-ai-workforce-1005",
    "ai-workforce",
    "how accurate is it?",
    [FACT.accuracy],
    [PAGE.solutions],
    WORKFORCE,
  ),
  ask(
    "x-ai-workforce-1006",
    "ai-workforce",
    "do the bots work weekends and holidays",
    [SAID.alwaysOn],
    [PAGE.aiWorkforce, PAGE.home],
  ),
  ask(
    "x-ai-workforce-1007",
    "ai-workforce",
    "nice. and how many tickets does it take off my team?",
    [SAID.halfTickets],
    [PAGE.aiWorkforce, PAGE.home, PAGE.healthcare, PAGE.university],
    turns([
      "how fast do your agents respond?",
      "Under 100 ms to the first token at the edge. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
    ]),
  ),
  ask(
    "x-ai-workforce-1008",
    "ai-workforce",
    "Where do the agents get their answers from, and do they keep the sources?",
    [SAID.grounded, SAID.sources],
    [PAGE.aiWorkforce, PAGE.faq],
  ),
  ask(
    "x-ai-workforce-1009",
    "ai-workforce",
    "and for a clinic?",
    [SAID.appointments],
    [PAGE.aiWorkforce, PAGE.faq, PAGE.healthcare],
    turns([
      "What could AI agents do for an online shop?",
      "They track orders and answer product and policy questions around the clock, and hand anything unusual to your team. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
    ]),
  ),

  // No-Code Integration
  ask(
    "x-no-code-1001",
    "no-code",
    "no code platfrom - do i still need devs??",
    [SAID.noDevelopers],
    [PAGE.noCode, PAGE.faq],
  ),
  ask(
    "x-no-code-1002",
    "no-code",
    "which tools does it plug into?",
    [SAID.crm],
    [PAGE.noCode, PAGE.faq],
    NO_CODE,
  ),
  ask(
    "x-no-code-1003",
    "no-code",
    "how much quicker is that than building it ourselves?",
    [SAID.threeTimes],
    [PAGE.noCode, PAGE.home],
    NO_CODE,
  ),
  ask(
    "x-no-code-1005",
    "no-code",
    "hmm, is that safe though? what stops someone publishing a broken one?",
    [SAID.safeRelease],
    [PAGE.noCode, PAGE.faq],
    turns([
      "Can our marketing people build workflows themselves?",
      "Yes: operations, marketing and support teams build AI workflows visually, without waiting for an engineering sprint. Read more on [No-Code Integration](/solutions#no-code).",
    ]),
  ),
  ask(
    "x-no-code-1007",
    "no-code",
    "Can our developers extend the no-code thing with APIs if they want to?",
    [SAID.api],
    [PAGE.faq],
  ),
  ask(
    "x-no-code-1008",
    "no-code",
    "and how accurate is the extraction bit?",
    [FACT.accuracy],
    [PAGE.noCode],
    turns([
      "what would a typical no-code workflow look like?",
      "For example: read an email, extract the details, check your CRM, draft a reply and route it for approval. Read more on [No-Code Integration](/solutions#no-code).",
    ]),
  ),
  ask(
    "x-no-code-1009",
    "no-code",
    "Does the workflow builder keep an audit trail of who changed what?",
    [SAID.auditTrail],
    [PAGE.noCode],
  ),

  // Hyper-Personalized Experiences
  ask(
    "x-personalization-1001",
    "personalization",
    "what customer data does the personalisation actually use?",
    [SAID.signals],
    [PAGE.personalization],
  ),
  ask(
    "x-personalization-1002",
    "personalization",
    "is that gdpr-ok?",
    [FACT.gdpr],
    [PAGE.personalization, PAGE.faq],
    PERSONALIZATION,
  ),
  ask(
    "x-personalization-1003",
    "personalization",
    "what kind of lift do clients see from it?",
    [SAID.moreEngagement],
    [PAGE.personalization, PAGE.home, PAGE.retail],
    PERSONALIZATION,
  ),
  ask(
    "x-personalization-1004",
    "personalization",
    "what about sensitive stuff, like health details?",
    [SAID.sensitive],
    [PAGE.personalization, PAGE.faq],
    PERSONALIZATION,
  ),
  ask(
    "x-personalization-1005",
    "personalization",
    "and can my team see why it recommended something?",
    [SAID.explainable],
    [PAGE.personalization],
    turns([
      "Can customers opt out of being personalised?",
      "Yes: customers control what is used, only data they agreed to share is used, and they can change their mind. Read more on [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
    ]),
  ),
  ask(
    "x-personalization-1006",
    "personalization",
    "can the personalization thing show us which journeys convert",
    [SAID.dashboards],
    [PAGE.personalization],
  ),
  ask(
    "x-personalization-1007",
    "personalization",
    "which channels did they run it on?",
    [SAID.chat, SAID.emailOrSms],
    [PAGE.retail],
    turns([
      "Which client used your personalisation?",
      "A national online retailer of home goods: repeat purchases rose 23% within two quarters. Read more on [Case studies](/case-studies#national-online-retailer).",
    ]),
  ),
  ask(
    "x-personalization-1008",
    "personalization",
    "ok and how many attributes can it keep per customer?",
    [FACT.configuration],
    [PAGE.personalization],
    turns([
      "how fast does the personalisation engine pick what to say next?",
      "Under 100 ms to choose the next best action. Read more on [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
    ]),
  ),

  // The solutions together
  ask(
    "x-solutions-1001",
    "solutions",
    "what products do you have",
    [FACT.aiWorkforce, FACT.noCode, FACT.personalization],
    [PAGE.solutions, PAGE.home],
  ),
  ask(
    "x-solutions-1002",
    "solutions",
    "which one should a five-person startup begin with?",
    [SAID.startingPoint],
    [PAGE.consultation, PAGE.getStarted, PAGE.solutions],
    SOLUTION_LIST,
  ),
  ask(
    "x-solutions-1003",
    "solutions",
    "are all three GDPR compliant?",
    [FACT.gdpr, FACT.ccpa],
    [PAGE.solutions],
    SOLUTION_LIST,
  ),
  ask(
    "x-solutions-1004",
    "solutions",
    "the numbers only please",
    [SAID.halfTickets, SAID.threeTimes, SAID.moreEngagement],
    [PAGE.home, PAGE.solutions],
    SOLUTION_LIST,
  ),
  ask("x-solutions-1005", "solutions", "response time?", [FACT.responseTime], [PAGE.solutions]),
  ask(
    "x-solutions-1006",
    "solutions",
    "can i combine your solutions or do i have to pick just one",
    [SAID.mix],
    [PAGE.solutions],
  ),
  ask(
    "x-solutions-1007",
    "solutions",
    "what about the other two?",
    [FACT.noCode, FACT.personalization],
    [PAGE.solutions],
    turns([
      "whats the ai workforce",
      "The first of our three solutions: AI agents that answer, resolve and follow up around the clock. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
    ]),
  ),
  ask(
    "x-solutions-1008",
    "solutions",
    "Which of your solutions covers chat, email and voice?",
    [FACT.aiWorkforce],
    [PAGE.aiWorkforce, PAGE.faq],
  ),
  ask(
    "x-solutions-1009",
    "solutions",
    "and for a marketing team that wants to build its own flows?",
    [FACT.noCode],
    [PAGE.noCode, PAGE.faq, PAGE.retail],
    turns([
      "Which solution suits a support team drowning in tickets?",
      "The 24/7 AI Workforce: AI agents handle routine requests at any hour and hand the rest to your team with full context. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
    ]),
  ),

  // Case studies
  ask(
    "x-case-studies-1001",
    "case-studies",
    "any examples from hospitals or clinics?",
    [SAID.healthcare],
    [PAGE.healthcare],
  ),
  ask(
    "x-case-studies-1002",
    "case-studies",
    "what did they do about no-shows?",
    [SAID.noShows],
    [PAGE.healthcare],
    HEALTHCARE,
  ),
  ask(
    "x-case-studies-1003",
    "case-studies",
    "is there a write-up I can share with my board?",
    [SAID.whitePaper],
    [PAGE.healthcare, PAGE.whitePaper],
    HEALTHCARE,
  ),
  ask(
    "x-case-studies-1004",
    "case-studies",
    "how much extra money did it make them?",
    [SAID.revenue],
    [PAGE.retail],
    RETAIL,
  ),
  ask(
    "x-case-studies-1005",
    "case-studies",
    "what about the fintech one?",
    [SAID.lending],
    [PAGE.fintech],
    RETAIL,
  ),
  ask(
    "x-case-studies-1006",
    "case-studies",
    "did they need their IT department for it?",
    [SAID.builtByOperations],
    [PAGE.logistics],
    turns([
      "what results did the logistics company get?",
      "Shipment exceptions resolved 3.5x faster, 46% fewer status calls, and full production within 6 weeks. Read more on [Case studies](/case-studies#mid-sized-logistics-company).",
    ]),
  ),
  ask(
    "x-case-studies-1007",
    "case-studies",
    "how quick were the answers after that?",
    [SAID.firstAnswer],
    [PAGE.university],
    turns([
      "Do you have a university example?",
      "Yes: a public university with more than 20,000 students gave them an always-available assistant for enrolment, financial aid and IT questions. Read more on [Case studies](/case-studies#university-student-services).",
    ]),
  ),
  ask(
    "x-case-studies-1008",
    "case-studies",
    "fintech lender results?",
    [SAID.decisionTime, SAID.perUnderwriter, SAID.fewerAbandoned],
    [PAGE.fintech],
  ),
  ask(
    "x-case-studies-1009",
    "case-studies",
    "and did default rates go up?",
    [SAID.defaultRates],
    [PAGE.fintech],
    turns([
      "Did the fintech lender let the AI make the credit decisions?",
      "No: a human underwriter stays in charge of every credit decision, with a full audit trail of what the AI prepared. Read more on [Case studies](/case-studies#fintech-lender).",
    ]),
  ),
  ask(
    "x-case-studies-1010",
    "case-studies",
    "we're a college and our help desk drowns at the start of every term. has anyone like us used you?",
    [SAID.university],
    [PAGE.university],
  ),

  // How a project runs
  ask(
    "x-process-1001",
    "process",
    "how does a project with you work, step by step",
    [FACT.consultation, SAID.design, SAID.integration, SAID.optimization],
    [PAGE.home],
  ),
  ask(
    "x-process-1002",
    "process",
    "more detail on step 3",
    [SAID.rollout],
    [PAGE.home],
    FOUR_STEPS,
  ),
  ask(
    "x-process-1003",
    "process",
    "how long does that take?",
    [FACT.timeline],
    [PAGE.faq],
    FOUR_STEPS,
  ),
  ask(
    "x-process-1005",
    "process",
    "what do they ask?",
    [SAID.size, SAID.need, SAID.when],
    [PAGE.getStarted],
    GET_STARTED,
  ),
  ask(
    "x-process-1007",
    "process",
    "how do you measure whether it's working once it's live?",
    [SAID.week],
    [PAGE.home, PAGE.about, PAGE.faq],
  ),
  ask(
    "x-process-1008",
    "process",
    "Does our team stay in control during the rollout?",
    [SAID.inControl],
    [PAGE.home, PAGE.faq, PAGE.about],
  ),
  ask(
    "x-process-1009",
    "process",
    "what if we want to start really small?",
    [SAID.smallStart],
    [PAGE.faq],
    PROJECT_LENGTH,
  ),

  // Pricing
  ask(
    "x-pricing-1001",
    "pricing",
    "how much do you charge",
    [FACT.free],
    [PAGE.consultation, PAGE.faq, PAGE.home, PAGE.solutions],
  ),
  ask(
    "x-pricing-1002",
    "pricing",
    "is it free?",
    [FACT.free],
    [PAGE.consultation, PAGE.faq, PAGE.home, PAGE.solutions],
    CONSULTATION_INCLUDES,
  ),
  ask(
    "x-pricing-1003",
    "pricing",
    "wow ok, and what does a project like that cost?",
    [FACT.consultation],
    [PAGE.consultation, PAGE.faq, PAGE.solutions],
    PROJECT_LENGTH,
  ),
  ask(
    "x-pricing-1004",
    "pricing",
    "is there a free tier?",
    [SAID.freeTier],
    [PAGE.profile, PAGE.signIn],
  ),
  ask(
    "x-pricing-1005",
    "pricing",
    "and paid plans?",
    [SAID.comingSoon],
    [PAGE.profile],
    turns([
      "I just signed up, what plan am I on?",
      "Every account starts on the Free Tier; you can see it under AI Services on your [Profile](/profile).",
    ]),
  ),
  ask(
    "x-pricing-1006",
    "pricing",
    "how many API calls does that give me?",
    [SAID.thousandCalls],
    [PAGE.profile],
    turns([
      "What's included with a free account?",
      "Your account is on the Free Tier, shown under AI Services on your [Profile](/profile).",
    ]),
  ),
  ask(
    "x-pricing-1007",
    "pricing",
    "Is the consultation really free or is there a catch?",
    [FACT.free],
    [PAGE.consultation, PAGE.faq, PAGE.home, PAGE.solutions],
  ),
  ask(
    "x-pricing-1008",
    "pricing",
    "if we buy a project from you, is that under these website terms or its own contract?",
    [SAID.agreement],
    [POLICY.scope],
  ),

  // Consultation
  ask(
    "x-consultation-1001",
    "consultation",
    "book a consult",
    [FACT.consultation],
    [PAGE.consultation],
  ),
  ask(
    "x-consultation-1002",
    "consultation",
    "what times can I pick?",
    [SAID.morning, SAID.afternoon],
    [PAGE.consultation],
    BOOKING,
  ),
  ask(
    "x-consultation-1003",
    "consultation",
    "and if none of the days suit me?",
    [SAID.noDates],
    [PAGE.consultation],
    BOOKING,
  ),
  ask(
    "x-consultation-1004",
    "consultation",
    "how far ahead can I book?",
    [SAID.fourteen],
    [PAGE.consultation],
    BOOKING,
  ),
  ask(
    "x-consultation-1005",
    "consultation",
    "so is that slot locked in now or not?",
    [SAID.confirm],
    [PAGE.consultation],
    turns([
      "I just picked Tuesday at 10 AM in the consultation form",
      "Thanks! You will get a confirmation by email. Read more on [Consultation](/consultation).",
    ]),
  ),
  ask(
    "x-consultation-1007",
    "consultation",
    "and the step after that?",
    [SAID.days, SAID.times],
    [PAGE.consultation],
    turns([
      "What gets asked in the AI Discovery step?",
      "Your biggest challenge with AI adoption, where you would like to focus AI first and how much experience your team has with AI. Read more on [Consultation](/consultation).",
    ]),
  ),
  ask(
    "x-consultation-1008",
    "consultation",
    "can i book the consultation on a saturday",
    [SAID.weekdays],
    [PAGE.consultation],
  ),
  ask(
    "x-consultation-1009",
    "consultation",
    "my work laptop blocks javascript, can I still book a consultation?",
    [FACT.email],
    [PAGE.consultation, PAGE.contact],
  ),
  ask(
    "x-consultation-1010",
    "consultation",
    "is that my time or yours? I'm in London",
    [FACT.eastern],
    [PAGE.consultation],
    turns(
      [
        "How do I book a consultation?",
        "Use the three-step form on [Consultation](/consultation): Details, AI Discovery and Schedule.",
      ],
      [
        "which time slots are there?",
        "09:00 AM, 10:00 AM, 11:00 AM, 02:00 PM, 03:00 PM and 04:00 PM on each chosen day. Read more on [Consultation](/consultation).",
      ],
    ),
  ),

  // Contact
  ask(
    "x-contact-1002",
    "contact",
    "and when will someone actually reply?",
    [FACT.replyTime],
    [PAGE.contact],
    SUPPORT_EMAIL,
  ),
  ask(
    "x-contact-1003",
    "contact",
    "are you open on weekends?",
    [FACT.days],
    [PAGE.contact],
    SUPPORT_EMAIL,
  ),
  ask("x-contact-1004", "contact", "what if I'm in Europe?", [FACT.eastern], [PAGE.contact], HOURS),
  ask("x-contact-1005", "contact", "postal address pls", [FACT.street, FACT.boston], ADDRESS_PAGES),
  ask(
    "x-contact-1006",
    "contact",
    "is there a map somewhere?",
    [SAID.map],
    [PAGE.contact],
    turns([
      "Where is your office?",
      "Kestrel AI Solutions, Inc., 100 Summer Street, Suite 1600, Boston, MA 02110. Read more on [Contact](/contact).",
    ]),
  ),
  ask(
    "x-contact-1007",
    "contact",
    "what do I have to fill in?",
    [SAID.name, SAID.company, SAID.message],
    [PAGE.contact],
    HOW_TO_CONTACT,
  ),
  ask(
    "x-contact-1008",
    "contact",
    "no phone number?",
    [FACT.email],
    [PAGE.contact],
    HOW_TO_CONTACT,
  ),
  ask(
    "x-contact-1009",
    "contact",
    "i sent a message through the form yesterday, when do i hear back",
    [FACT.replyTime],
    [PAGE.contact],
  ),
  ask(
    "x-contact-1010",
    "contact",
    "whats the email and do you work saturdays",
    [FACT.email, FACT.days],
    [PAGE.contact],
  ),

  // Accounts
  ask(
    "x-accounts-1001",
    "accounts",
    "how do I make an account",
    [SAID.createAccount],
    [PAGE.signIn],
  ),
  ask(
    "x-accounts-1002",
    "accounts",
    "same for google accounts?",
    [SAID.google],
    [PAGE.signIn],
    turns([
      "How do I sign up?",
      "Press Sign In, then Create Account, and enter your name, email and password. Read more on [Sign in](/sign-in).",
    ]),
  ),
  ask(
    "x-accounts-1003",
    "accounts",
    "how long is that link good for?",
    [SAID.oneHour],
    [PAGE.forgotPassword, PAGE.signIn],
    FORGOT_PASSWORD,
  ),
  ask(
    "x-accounts-1004",
    "accounts",
    "what if the link expired?",
    [SAID.newLink],
    [PAGE.forgotPassword, PAGE.signIn],
    FORGOT_PASSWORD,
  ),
  ask(
    "x-accounts-1005",
    "accounts",
    "never got it. can you send it again?",
    [SAID.resend],
    [PAGE.signIn],
    turns([
      "I signed up but I can't log in",
      "Your email address needs to be verified first: click the link in the verification email we sent you. Read more on [Sign in](/sign-in).",
    ]),
  ),
  ask(
    "x-accounts-1006",
    "accounts",
    "cant log in, it says account deactivated??",
    [SAID.reactivate],
    [PAGE.signIn, POLICY.retention, POLICY.accounts],
  ),
  ask(
    "x-accounts-1007",
    "accounts",
    "how long does that link last?",
    [SAID.day],
    [PAGE.signIn, POLICY.accounts, POLICY.retention],
    DEACTIVATED,
  ),
  ask(
    "x-accounts-1008",
    "accounts",
    "change password where",
    [SAID.changePassword],
    [PAGE.profile],
  ),
  ask(
    "x-accounts-1009",
    "accounts",
    "it keeps telling me to sign in again, why?",
    [SAID.recentSignIn],
    [PAGE.profile],
    turns([
      "How can I change my password?",
      "Open your [Profile](/profile) and choose Change Password.",
    ]),
  ),

  // Account data, privacy choices and deletion
  ask(
    "x-account-data-1001",
    "account-data",
    "how do i delete my kestrel account",
    [FACT.privacySettings],
    DELETION_PAGES,
  ),
  ask(
    "x-account-data-1002",
    "account-data",
    "and if I change my mind?",
    [FACT.recoveryLimit],
    DELETION_PAGES,
    DELETE_ACCOUNT,
  ),
  ask(
    "x-account-data-1003",
    "account-data",
    "what's left of it after those 30 days?",
    [SAID.afterErasure],
    [POLICY.retention],
    turns(
      [
        "How do I delete my account?",
        "In [Privacy settings](/privacy-settings), choose Delete Account and confirm. A 7-day grace period starts, after which the account is closed.",
      ],
      [
        "can I still undo it after it's closed?",
        "Yes, until 30 days after your request, through a recovery link we email you. Read more in the [Privacy Policy](/privacy#data-retention).",
      ],
    ),
  ),
  ask(
    "x-account-data-1004",
    "account-data",
    "can I get a copy of everything you hold on me?",
    [SAID.exportData],
    [PAGE.privacySettings, POLICY.rights],
  ),
  ask(
    "x-account-data-1005",
    "account-data",
    "how long do I have to download it?",
    [SAID.day],
    [PAGE.privacySettings, POLICY.retention],
    turns([
      "Can I download my data?",
      "Yes: press Request Data Export in your [Privacy settings](/privacy-settings) and we will email you a download link.",
    ]),
  ),
  ask(
    "x-account-data-1006",
    "account-data",
    "does my chat with you get used to train models",
    [FACT.aiModelImprovement],
    [POLICY.modelImprovement, PAGE.privacySettings],
  ),
  ask(
    "x-account-data-1007",
    "account-data",
    "is it on by default?",
    [SAID.byDefault],
    [POLICY.modelImprovement, PAGE.privacySettings],
    MODEL_TRAINING,
  ),
  ask(
    "x-account-data-1008",
    "account-data",
    "hmm, is that safe though? will you see my name?",
    [SAID.masked],
    [POLICY.modelImprovement],
    MODEL_TRAINING,
  ),
  ask(
    "x-account-data-1009",
    "account-data",
    "do you get my google password then?",
    [SAID.notReceived],
    [POLICY.collected, PAGE.signIn],
    turns([
      "Can I sign in with Google?",
      "Yes: press Continue with Google in the sign-in dialog. Read more on [Sign in](/sign-in).",
    ]),
  ),
  ask(
    "x-account-data-1010",
    "account-data",
    "how long do you keep my chats if I never made an account",
    [SAID.ninetyDays],
    [POLICY.retention],
  ),
  ask(
    "x-account-data-1011",
    "account-data",
    "and the contact form stuff?",
    [SAID.twoYears],
    [POLICY.retention],
    turns([
      "How long do you keep chats from visitors without an account?",
      "They are deleted 90 days after the last message. Read more in the [Privacy Policy](/privacy#data-retention).",
    ]),
  ),

  // Newsletter
  ask(
    "x-newsletter-1001",
    "newsletter",
    "how often does the newsletter come out",
    [SAID.monthly],
    [PAGE.newsletter],
  ),
  ask(
    "x-newsletter-1002",
    "newsletter",
    "how do I get off it later?",
    [SAID.unsubscribe],
    [PAGE.newsletter, PAGE.unsubscribe, POLICY.consent],
    NEWSLETTER,
  ),
  ask(
    "x-newsletter-1003",
    "newsletter",
    "ok sign me up, how?",
    [SAID.subscribe],
    [PAGE.newsletter],
    NEWSLETTER,
  ),
  ask(
    "x-newsletter-1004",
    "newsletter",
    "the page says the link is invalid, now what?",
    [SAID.yourEmail],
    [PAGE.unsubscribe],
    UNSUBSCRIBE,
  ),
  ask(
    "x-newsletter-1005",
    "newsletter",
    "do you keep my address after that?",
    [SAID.twoYears],
    [POLICY.retention],
    UNSUBSCRIBE,
  ),
  ask(
    "x-newsletter-1006",
    "newsletter",
    "newsletter - what topics?",
    [SAID.contents],
    [PAGE.newsletter],
  ),
  ask(
    "x-newsletter-1007",
    "newsletter",
    "and for the newsletter, where do I sign up?",
    [SAID.subscribe],
    [PAGE.newsletter],
    BOOKING,
  ),
  ask(
    "x-newsletter-1008",
    "newsletter",
    "does the unsubscribe link in your emails ever expire?",
    [SAID.noExpiry],
    [PAGE.unsubscribe],
  ),

  // Legal
  ask(
    "x-legal-1001",
    "legal",
    "when were the terms last updated",
    [SAID.updated],
    [PAGE.terms, PAGE.privacy],
  ),
  ask(
    "x-legal-1002",
    "legal",
    "and where would a dispute be heard?",
    [SAID.courts],
    [POLICY.governingLaw],
    GOVERNING_LAW,
  ),
  ask(
    "x-legal-1003",
    "legal",
    "what if I'm a consumer in Europe?",
    [SAID.consumers],
    [POLICY.governingLaw],
    GOVERNING_LAW,
  ),
  ask(
    "x-legal-1004",
    "legal",
    "is what the chatbot tells me legal advice?",
    [SAID.notAdvice],
    [POLICY.aiOutput],
  ),
  ask(
    "x-legal-1005",
    "legal",
    "so no cookie banner?",
    [SAID.noBanner],
    [POLICY.collected],
    COOKIES,
  ),
  ask(
    "x-legal-1006",
    "legal",
    "how long does the security one stay?",
    [SAID.cookieDays],
    [POLICY.collected],
    COOKIES,
  ),
  ask("x-legal-1007", "legal", "can a 14 year old use kestrel", [SAID.sixteen], [POLICY.children]),
  ask(
    "x-legal-1009",
    "legal",
    "and for EU data, what safeguards?",
    [SAID.transferSafeguards],
    [POLICY.transfers],
    turns([
      "Where is my data stored?",
      "We are based in the United States, and our service providers may process data in the US and other countries. Read more in the [Privacy Policy](/privacy#international-transfers).",
    ]),
  ),
  ask(
    "x-legal-1010",
    "legal",
    "how fast do you answer a request like that?",
    [SAID.oneMonth],
    [POLICY.rights],
    GDPR_RIGHTS,
  ),

  // Small talk
  plain("x-social-1002", "social", "thx, that's all i needed"),
  midChat(plain("x-social-1003", "social", "cool, thanks!"), HEALTHCARE),
  midChat(plain("x-social-1004", "social", "ok bye for now"), [
    ...BOOKING,
    ...CONSULTATION_INCLUDES,
  ]),
  midChat(
    plain("x-social-1005", "social", "wait, am I talking to a real person or a bot?"),
    NO_CODE,
  ),
  midChat(plain("x-social-1006", "social", "haha nice. how's your day going?"), SOLUTION_LIST),
  midChat(plain("x-social-1008", "social", "perfect, you've been really helpful"), [
    ...SUPPORT_EMAIL,
    ...HOURS,
  ]),

  // Asking for a person
  plain("x-handover-1001", "handover", "I'd like to speak to an actual human please"),
  midChat(
    plain("x-handover-1002", "handover", "can someone from sales call me about this?"),
    PROJECT_LENGTH,
  ),
  midChat(
    plain(
      "x-handover-1003",
      "handover",
      "this is getting technical, can one of your engineers take it from here?",
    ),
    turns(
      [
        "does the no-code platform connect to our CRM?",
        "Yes: prebuilt connectors link it to CRMs, help desks, e-commerce, data warehouses and messaging tools. Read more on [No-Code Integration](/solutions#no-code).",
      ],
      [
        "what about our in-house ERP?",
        "If a system has an API, we can usually connect to it. Read more in the [FAQ](/contact#faq-title).",
      ],
    ),
  ),
  midChat(plain("x-handover-1004", "handover", "no more robot, get me a person"), WORKFORCE),
  plain("x-handover-1005", "handover", "please connect me with someone on your team"),
  midChat(
    plain(
      "x-handover-1006",
      "handover",
      "none of that worked, I need someone to look at my account",
    ),
    DEACTIVATED,
  ),
  midChat(
    plain(
      "x-handover-1007",
      "handover",
      "could a person from your team get back to me about partnering?",
    ),
    turns([
      "Tell me about Kestrel",
      "Kestrel AI builds AI agents, a no-code AI platform and personalised conversational experiences for startups and enterprises. Read more on [About](/about).",
    ]),
  ),

  // Off-topic
  plain("x-off-topic-1001", "off-topic", "what's the weather in boston tomorrow"),
  midChat(
    plain("x-off-topic-1003", "off-topic", "unrelated, but who won the super bowl last year?"),
    VALUES,
  ),
  midChat(
    plain("x-off-topic-1004", "off-topic", "also, what's a good pasta recipe for tonight?"),
    BOOKING,
  ),
  midChat(
    plain("x-off-topic-1006", "off-topic", "ok. can you translate 'good morning' into japanese?"),
    CONSULTATION_INCLUDES,
  ),
];
