/**
 * A sixteenth set of visitor questions for tuning the chat assistant, as broad as the site's
 * everyday chat traffic: first-time visitors of many kinds (a small shop owner, an IT manager, a
 * procurement officer, a student, a journalist, a job seeker, an existing account holder) asking
 * in their own words. Plain questions sit beside terse, casual, misspelt and non-native ones, and
 * about a quarter continue a conversation ("how long does that take", "and the price?", "the
 * second one?"), so the assistant must carry the topic over from its earlier answer.
 */
import { ADDRESS_PAGES, DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import { plain, type EvalQuestion, type EvalTurn, ask } from "./eval-question.ts";

/** Facts these questions need that eval-facts.ts does not hold, as the site words them. */
const SAID = {
  agents: /AI agents/i,
  startups: /startups|every size/i,
  firstClients: /healthcare|retail|logistics/i,
  fiftyPercent: /50\s?%|half/i,
  threeTimes: /\b3\s?x\b|three times/i,
  fortyPercent: /40\s?%/,
  revenue: /\$\s?1\.8\s?(M\b|million)/i,
  exceptions: /3\.5\s?x|3\.5 times/i,
  statusCalls: /46\s?%/,
  sixWeeks: /\b(6|six)[- ]weeks?\b/i,
  decisionTime: /62\s?%/,
  fintechResult: /62\s?%|2\.4\s?x|35\s?%/i,
  afterHours: /38\s?%/,
  firstAnswer: /(<|&lt;|under|less than|below)\s*30\s*(sec|seconds|s\b)/i,
  universityResult: /38\s?%|(<|&lt;|under|less than)\s*30\s*sec|50\s?%/i,
  retailResult: /23\s?%|\$\s?1\.8\s?(M\b|million)|40\s?%/i,
  healthcareResult: /31\s?%|(<|&lt;|under|less than)\s*2\s*min|50\s?%/i,
  weekly: /every week|weekly|first week/i,
  inStages: /in stages|expand/i,
  namedContact: /named contact/i,
  noObligation: /no obligation/i,
  expectedResults: /expected results|estimate the value/i,
  freeTier: /Free Tier/i,
  comingSoon: /coming soon/i,
  apiQuota: /1,?000 calls|0\/1000/i,
  separateAgreement: /separate (written )?agreement/i,
  google: /Google/,
  passwordLength: /\b(6|six) characters/i,
  oneHour: /\b(1|one)[- ]hour\b/i,
  dayLink: /\b24[- ]hours?\b/i,
  tenMinutes: /\b(10|ten) minutes\b/i,
  reactivate: /reactivat/i,
  resend: /resend/i,
  verify: /verif/i,
  createAccount: /Create (a new )?Account/i,
  changePassword: /Change Password/i,
  onByDefault: /on by default|on for new accounts/i,
  dataExport: /data export|export/i,
  accountLifetime: /(while|as long as) (your|the) account exists|as long as the account/i,
  ninetyDays: /\b(90|ninety) days\b/i,
  thirtyDays: /\b(30|thirty) days\b/i,
  twentyFourMonths: /\b(24|twenty-four) months\b/i,
  collected: /chat conversations|usage|IP address/i,
  monthly: /a month|monthly/i,
  newsletterContent: /client results|practical guides/i,
  subscribe: /subscribe/i,
  anyTime: /any ?time/i,
  unsubscribeLink: /unsubscribe link|any ?time/i,
  enterEmail: /enter your email|check your email/i,
  updated: /March 29,? 2025/i,
  notSell: /(do not|don't|never) sell/i,
  cookies: /essential cookies|cookie banner/i,
  massachusetts: /Massachusetts/i,
  transfers: /Standard Contractual Clauses/i,
  unitedStates: /United States|\bUS\b|\bU\.S\./i,
  notAdvice: /not professional advice|not legal|not (a )?substitute|does not replace/i,
  liabilityCap: /100 US dollars|\$\s?100\b|100 dollars|USD 100/i,
  sixteen: /\b16\b|sixteen/i,
  processors: /cloud hosting|email delivery|AI model providers/i,
  consent: /consent/i,
  sensitive: /sensitive attributes/i,
  tone: /\btone\b/i,
  changeMind: /change their mind|customers control|withdraw/i,
  dashboards: /dashboards?/i,
  journeySignals: /purchase history|preferences|journey stage/i,
  adapt: /adapt/i,
  channelsVoice: /voice|phone/i,
  roundTheClock: /weekends and holidays|around the clock|24\/7|day and night/i,
  handoffSummary: /summary/i,
  handoffHistory: /history/i,
  actions: /update orders|book meetings|open tickets/i,
  api: /\bAPIs?\b/,
  grounded: /knowledge base|your (own )?documents/i,
  agentTasks: /track(ing)? orders|book(ing)? (and rescheduling )?appointments|reset(ting)? access/i,
  appointments: /appointments?/i,
  developersOptional: /not required|without writing code|without (a )?developers?|without code/i,
  crm: /\bCRMs?\b/,
  helpDesk: /help ?desks?/i,
  auditTrail: /audit trails?|audit logging/i,
  safeTesting: /sample data|compare versions|tested/i,
  residency: /data residency/i,
  noCodeWhat: /without (writing )?code|visual|drag-and-drop/i,
  values: /Human-Centered AI|Ethical AI|Continuous Innovation|Results-Driven/i,
  teamOrigin: /engineers/i,
  humanCentered: /a person|people on both sides|more human/i,
  inControl: /in control|never use customer data|explain how/i,
  analytics: /analytics|dashboards/i,
  startWithOne: /start with one|add the others|in stages/i,
  clientSectors: /healthcare|retail|logistics|fintech|university/i,
  patients: /clinic|patient/i,
  whitePaper: /white paper/i,
  explainable: /audit trail|explainable/i,
  frontDeskChannels: /SMS|phone|nurse|scheduling/i,
  steps: /Solution Design/i,
  optimization: /Optimi[sz]ation/i,
  connectSystems: /connect/i,
  launchStages: /launch in stages|test it with your team|launch/i,
  businessSize: /how big|size/i,
  goals: /goals/i,
  useCases: /use cases/i,
  plan: /\bplan\b/i,
  weekdays: /14 weekdays|next 14|weekdays/i,
  nineAm: /\b0?9:00\s?AM\b/i,
  fourPm: /\b0?4:00\s?PM\b/i,
  propose: /propose/i,
  confirm: /confirm/i,
  manufacturing: /Manufacturing/i,
  discovery: /challenge/i,
  experience: /experience/i,
  scheduleDays: /days|times|schedule/i,
  map: /\bmaps?\b/i,
  reset: /reset/i,
} as const;

const DATA_RETENTION = "/privacy#data-retention";
const YOUR_RIGHTS = "/privacy#your-rights";
const MODEL_IMPROVEMENT = "/privacy#ai-model-improvement";

/** Earlier exchanges that several follow-ups below continue, each answer listing things by name. */
const SOLUTIONS_LISTED: EvalTurn[] = [
  { role: "user", content: "what solutions do you have" },
  {
    role: "assistant",
    content:
      "Three: the 24/7 AI Workforce, No-Code Integration and Hyper-Personalized Experiences. Read more on [Solutions](/solutions).",
  },
];

const CASE_STUDIES_LISTED: EvalTurn[] = [
  { role: "user", content: "do you have any case studies?" },
  {
    role: "assistant",
    content:
      "Yes, five: a regional healthcare network, a national online retailer, a mid-sized logistics company, a fintech lender and a public university. Read more on [Case studies](/case-studies).",
  },
];

/** A question asked after one exchange: the visitor's earlier message and the reply to it. */
function after(earlier: string, reply: string, question: EvalQuestion): EvalQuestion {
  return {
    ...question,
    history: [
      { role: "user", content: earlier },
      { role: "assistant", content: reply },
    ],
  };
}

function afterTurns(history: EvalTurn[], question: EvalQuestion): EvalQuestion {
  return { ...question, history };
}

export const SIXTEENTH_FRESH_QUESTIONS: EvalQuestion[] = [
  // company
  ask(
    "a-company-01",
    "company",
    "what is kestrel ai exactly? like in one sentence",
    [SAID.agents],
    [PAGE.about, PAGE.home, PAGE.solutions],
  ),
  ask("a-company-02", "company", "when were u guys founded", [FACT.founded], [PAGE.about]),
  ask(
    "a-company-03",
    "company",
    "Hi, I'm a reporter putting together a piece on New England AI startups. Which city is Kestrel based in, and what year did it start?",
    [FACT.boston, FACT.founded],
    [PAGE.about],
  ),
  ask(
    "a-company-04",
    "company",
    "whats the full registered company name? need it for an invoice",
    [FACT.legalName],
    [...ADDRESS_PAGES, PAGE.home],
  ),
  ask("a-company-05", "company", "company values?", [SAID.values], [PAGE.about]),
  ask(
    "a-company-06",
    "company",
    "who actually started kestrel, what kind of people",
    [SAID.teamOrigin],
    [PAGE.about],
  ),
  ask(
    "a-company-07",
    "company",
    "do you only do big corporations or do you also work with tiny startups",
    [SAID.startups],
    [PAGE.home, PAGE.about],
  ),
  after(
    "when did kestrel start?",
    "Kestrel AI was founded in Boston in 2024. Read more on [About](/about).",
    ask(
      "a-company-08",
      "company",
      "and who were your first clients",
      [/2025/, SAID.firstClients],
      [PAGE.about],
    ),
  ),
  ask(
    "a-company-09",
    "company",
    "what mean 'human-centered AI' for your company? i see it everywhere",
    [SAID.humanCentered],
    [PAGE.about, PAGE.contact],
  ),
  after(
    "what does ethical AI mean for you",
    "For us consent, privacy and transparency are defaults, not options. Read more on [About](/about).",
    ask("a-company-10", "company", "tell me more", [SAID.inControl], [PAGE.about]),
  ),

  // ai-workforce
  ask(
    "a-ai-workforce-02",
    "ai-workforce",
    "do the bots keep working on weekends and public holidays?",
    [SAID.roundTheClock],
    [PAGE.aiWorkforce, PAGE.home],
  ),
  ask(
    "a-ai-workforce-03",
    "ai-workforce",
    "wich channels does the ai workforce cover, can it pick up the phone?",
    [SAID.channelsVoice],
    [PAGE.aiWorkforce, PAGE.contact],
  ),
  ask(
    "a-ai-workforce-04",
    "ai-workforce",
    "As an IT manager I care about escalations: when the agent can't solve something, what does my human agent receive along with it?",
    [SAID.handoffSummary, SAID.handoffHistory],
    [PAGE.aiWorkforce],
  ),
  ask(
    "a-ai-workforce-05",
    "ai-workforce",
    "can the agents actually do things, like change an order, or do they just chat",
    [SAID.actions],
    [PAGE.aiWorkforce],
  ),
  ask(
    "a-ai-workforce-06",
    "ai-workforce",
    "where do the agents get their answers from? i really don't want it inventing stuff",
    [SAID.grounded],
    [PAGE.aiWorkforce, PAGE.contact],
  ),
  after(
    "how fast does the AI workforce respond?",
    "Under 100 ms to the first token at the edge. Read more on [Solutions](/solutions#ai-workforce).",
    ask(
      "a-ai-workforce-07",
      "ai-workforce",
      "and how accurate is it",
      [FACT.accuracy],
      [PAGE.aiWorkforce, PAGE.solutions],
    ),
  ),
  after(
    "What can the 24/7 AI Workforce handle?",
    "Product and policy questions, order tracking, resetting access and triaging requests, across chat, email and voice. Read more on [Solutions](/solutions#ai-workforce).",
    ask(
      "a-ai-workforce-08",
      "ai-workforce",
      "what about for a dental practice, could it book patients in?",
      [SAID.appointments],
      [PAGE.aiWorkforce, PAGE.contact, PAGE.healthcare],
    ),
  ),
  ask(
    "a-ai-workforce-09",
    "ai-workforce",
    "how many fewer support tickets can I expect with the agents",
    [SAID.fiftyPercent],
    [PAGE.aiWorkforce, PAGE.home],
  ),
  after(
    "what's the AI workforce?",
    "Autonomous AI agents that answer, resolve and follow up on routine requests around the clock. Read more on [Solutions](/solutions#ai-workforce).",
    ask(
      "a-ai-workforce-10",
      "ai-workforce",
      "more details pls, what happens when it gets stuck",
      [SAID.handoffSummary],
      [PAGE.aiWorkforce],
    ),
  ),

  // no-code
  ask(
    "a-no-code-01",
    "no-code",
    "do we need developers for the no code thing?",
    [SAID.developersOptional],
    [PAGE.noCode, PAGE.contact],
  ),
  ask(
    "a-no-code-02",
    "no-code",
    "we run hubspot and zendesk, what can your no-code platform plug into?",
    [SAID.crm, SAID.helpDesk],
    [PAGE.noCode, PAGE.contact],
  ),
  ask(
    "a-no-code-03",
    "no-code",
    "how much quicker is building a workflow w/ your platform",
    [SAID.threeTimes],
    [PAGE.noCode, PAGE.home],
  ),
  ask(
    "a-no-code-04",
    "no-code",
    "Governance question from IT: are there approvals and an audit trail for changes to workflows?",
    [SAID.auditTrail],
    [PAGE.noCode],
  ),
  ask(
    "a-no-code-05",
    "no-code",
    "can I try a workflow out before customers ever see it",
    [SAID.safeTesting],
    [PAGE.noCode],
  ),
  ask(
    "a-no-code-06",
    "no-code",
    "data residency options? we are EU based",
    [SAID.residency],
    [PAGE.noCode],
  ),
  after(
    "what is No-Code Integration?",
    "A visual, drag-and-drop platform for designing, testing and launching AI workflows connected to the systems you already use. Read more on [Solutions](/solutions#no-code).",
    ask(
      "a-no-code-07",
      "no-code",
      "how many settings can we tweak without coding?",
      [FACT.configuration],
      [PAGE.noCode],
    ),
  ),
  after(
    "can our marketing people build their own AI workflows?",
    "Yes. With No-Code Integration, marketing, operations and support teams build workflows visually, without waiting for an engineering sprint. Read more on [Solutions](/solutions#no-code).",
    ask(
      "a-no-code-08",
      "no-code",
      "and if our devs want to extend it themselves?",
      [SAID.api],
      [PAGE.contact],
    ),
  ),

  // personalization
  ask(
    "a-personalization-01",
    "personalization",
    "how does the hyper personalised thing actually work",
    [SAID.journeySignals],
    [PAGE.personalization],
  ),
  ask(
    "a-personalization-02",
    "personalization",
    "bit worried about customer data. is your personalisation legal under GDPR?",
    [SAID.consent, FACT.gdpr],
    [PAGE.personalization, PAGE.contact],
  ),
  ask(
    "a-personalization-03",
    "personalization",
    "engagment uplift from personalization??",
    [SAID.fortyPercent],
    [PAGE.personalization, PAGE.home, PAGE.retail],
  ),
  ask(
    "a-personalization-04",
    "personalization",
    "do you use sensitive stuff like health or religion to personalise?",
    [SAID.sensitive],
    [PAGE.personalization, PAGE.contact],
  ),
  ask(
    "a-personalization-06",
    "personalization",
    "can my marketing team see which customer journeys convert and where people drop off?",
    [SAID.dashboards],
    [PAGE.personalization],
  ),
  after(
    "tell me about hyper-personalized experiences",
    "They adapt each reply, recommendation and next step to the customer, using the context you hold and the consent they give. Read more on [Solutions](/solutions#adaptive-cx).",
    ask(
      "a-personalization-07",
      "personalization",
      "does it change the tone of voice too?",
      [SAID.tone],
      [PAGE.personalization, PAGE.home],
    ),
  ),
  after(
    "what data does the personalisation engine use?",
    "Purchase history, preferences, journey stage and the conversation itself, only where customers agreed. Read more on [Solutions](/solutions#adaptive-cx).",
    ask(
      "a-personalization-08",
      "personalization",
      "what if a customer changes their mind about sharing?",
      [SAID.changeMind],
      [PAGE.personalization],
    ),
  ),

  // solutions
  ask(
    "a-solutions-03",
    "solutions",
    "i own a small flower shop with 3 staff... is any of this even meant for a business my size?",
    [SAID.startups],
    [PAGE.home, PAGE.about],
  ),
  ask(
    "a-solutions-04",
    "solutions",
    "not sure which of your products fits us, where do i start",
    [FACT.consultation],
    [PAGE.solutions, PAGE.contact, PAGE.consultation],
  ),
  ask(
    "a-solutions-05",
    "solutions",
    "compliance? gdpr / ccpa?",
    [FACT.gdpr, FACT.ccpa],
    [PAGE.solutions],
  ),
  ask(
    "a-solutions-06",
    "solutions",
    "do I have to buy all three or can I begin with just one",
    [SAID.startWithOne],
    [PAGE.solutions],
  ),
  ask(
    "a-solutions-07",
    "solutions",
    "which systems do you integrate with, CRM? ERP? our own stuff?",
    [SAID.crm, SAID.api],
    [PAGE.contact, PAGE.noCode],
  ),
  ask(
    "a-solutions-08",
    "solutions",
    "For a supplier comparison, could you summarise the headline technical specs of your products: accuracy, latency and compliance?",
    [FACT.accuracy, FACT.responseTime, FACT.gdpr],
    [PAGE.solutions],
  ),
  afterTurns(
    SOLUTIONS_LISTED,
    ask(
      "a-solutions-09",
      "solutions",
      "the second one?",
      [FACT.noCode, SAID.noCodeWhat],
      [PAGE.noCode],
    ),
  ),
  after(
    "list your products pls",
    "We offer the 24/7 AI Workforce, No-Code Integration and Hyper-Personalized Experiences. Read more on [Solutions](/solutions).",
    ask(
      "a-solutions-10",
      "solutions",
      "what does the last one do",
      [FACT.personalization, SAID.adapt],
      [PAGE.personalization],
    ),
  ),
  ask(
    "a-solutions-12",
    "solutions",
    "your AI is for analytic of data also? we want understand our numbers better",
    [SAID.analytics],
    [PAGE.getStarted, PAGE.personalization, PAGE.caseStudies, "/privacy#who-we-are"],
  ),

  // case-studies
  ask(
    "a-case-studies-01",
    "case-studies",
    "got any customer examples?",
    [SAID.clientSectors],
    [PAGE.caseStudies],
  ),
  ask(
    "a-case-studies-02",
    "case-studies",
    "anything in healthcare",
    [SAID.patients],
    [PAGE.healthcare],
  ),
  ask(
    "a-case-studies-03",
    "case-studies",
    "the online retailer story, how much extra revenue did they make",
    [SAID.revenue],
    [PAGE.retail],
  ),
  ask(
    "a-case-studies-04",
    "case-studies",
    "how long did the logistics company take from kickoff to production",
    [SAID.sixWeeks],
    [PAGE.logistics],
  ),
  ask(
    "a-case-studies-05",
    "case-studies",
    "im writing a uni essay about AI in higher education, what results did the university you worked with actually get?",
    [SAID.firstAnswer, SAID.afterHours],
    [PAGE.university],
  ),
  ask(
    "a-case-studies-06",
    "case-studies",
    "fintech loan decisions - how much faster did they get",
    [SAID.decisionTime],
    [PAGE.fintech],
  ),
  afterTurns(
    CASE_STUDIES_LISTED,
    ask(
      "a-case-studies-07",
      "case-studies",
      "what happened with the second one",
      [SAID.retailResult],
      [PAGE.retail],
    ),
  ),
  afterTurns(
    CASE_STUDIES_LISTED,
    ask(
      "a-case-studies-08",
      "case-studies",
      "what about for schools?",
      [SAID.universityResult],
      [PAGE.university],
    ),
  ),
  after(
    "tell me about the logistics case study",
    "A freight company in the Northeast automated shipment exceptions with No-Code Integration, built by its own operations team. Read more on [Case studies](/case-studies#mid-sized-logistics-company).",
    ask(
      "a-case-studies-09",
      "case-studies",
      "what were the numbers",
      [SAID.exceptions, SAID.statusCalls],
      [PAGE.logistics],
    ),
  ),
  ask(
    "a-case-studies-10",
    "case-studies",
    "is there a white paper i can get about the healthcare project",
    [SAID.whitePaper],
    [PAGE.whitePaper, PAGE.healthcare],
  ),
  ask(
    "a-case-studies-11",
    "case-studies",
    "how did the lender keep its regulators comfortable with AI in underwriting?",
    [SAID.explainable],
    [PAGE.fintech],
  ),
  after(
    "what did the healthcare network get out of it?",
    "Booking or changing an appointment takes under 2 minutes, 50% fewer scheduling calls reach the front desk and no-shows fell 31%. Read more on [Case studies](/case-studies#regional-healthcare-network).",
    ask(
      "a-case-studies-12",
      "case-studies",
      "which of your solutions did they use",
      [FACT.aiWorkforce, FACT.noCode],
      [PAGE.healthcare],
    ),
  ),
  ask(
    "a-case-studies-13",
    "case-studies",
    "have you a client in finance sector? which result they have?",
    [SAID.fintechResult],
    [PAGE.fintech],
  ),

  // process
  ask(
    "a-process-01",
    "process",
    "how does working with you go, step by step?",
    [SAID.steps, SAID.optimization],
    [PAGE.home],
  ),
  after(
    "what happens after the consultation?",
    "We design the solution around your highest-value use cases, connect it to your systems, test it with your team and launch in stages. Read more on [Home](/).",
    ask("a-process-03", "process", "how long does that take", [FACT.timeline], [PAGE.contact]),
  ),
  ask(
    "a-process-05",
    "process",
    "how do you keep the AI's answers correct over time",
    [SAID.weekly, SAID.safeTesting],
    [PAGE.contact],
  ),
  ask(
    "a-process-06",
    "process",
    "that 'find your starting point' quiz, what does it ask me?",
    [SAID.businessSize],
    [PAGE.getStarted],
  ),
  after(
    "what are the steps of a project?",
    "Four: Consultation, Solution Design, Integration and Optimization. Read more on [Home](/).",
    ask(
      "a-process-07",
      "process",
      "what happens in step 3",
      [SAID.connectSystems, SAID.launchStages],
      [PAGE.home],
    ),
  ),
  ask(
    "a-process-08",
    "process",
    "Our helpdesk can't afford downtime. Do you switch everything on at once or roll it out gradually?",
    [SAID.inStages],
    [PAGE.home, PAGE.contact],
  ),
  ask(
    "a-process-09",
    "process",
    "how do u decide which AI solution suits a company like ours",
    [SAID.goals],
    [PAGE.contact],
  ),
  after(
    "How long until we're live?",
    "Most clients launch a first use case within four to eight weeks of the consultation. Read more on [Contact](/contact#faq-title).",
    ask(
      "a-process-10",
      "process",
      "what about for a bigger rollout across several departments?",
      [SAID.inStages],
      [PAGE.contact],
    ),
  ),

  // pricing
  after(
    "what can your AI agents do?",
    "They answer questions, track orders, book appointments and hand the rest to your team with full context, around the clock. Read more on [Solutions](/solutions#ai-workforce).",
    ask(
      "a-pricing-03",
      "pricing",
      "and the price?",
      [FACT.consultation],
      [PAGE.consultation, PAGE.contact],
    ),
  ),
  ask(
    "a-pricing-04",
    "pricing",
    "any hidden fees for the first meeting with you?",
    [FACT.free],
    [PAGE.contact, PAGE.consultation, PAGE.home],
  ),
  ask(
    "a-pricing-05",
    "pricing",
    "my profile says Free Tier. what does that include and do you have paid plans?",
    [SAID.freeTier, SAID.comingSoon],
    [PAGE.profile],
  ),
  ask("a-pricing-06", "pricing", "how do i upgrade my plan", [SAID.comingSoon], [PAGE.profile]),
  ask(
    "a-pricing-07",
    "pricing",
    "how many api calls do i get on the free plan",
    [SAID.apiQuota],
    [PAGE.profile],
  ),
  ask(
    "a-pricing-08",
    "pricing",
    "do you charge per seat or monthly? I need a rough number for next year's budget",
    [FACT.consultation],
    [PAGE.consultation, PAGE.contact],
  ),
  ask(
    "a-pricing-09",
    "pricing",
    "how much cost the ai agents for my restaurant, approximately?",
    [FACT.consultation],
    [PAGE.consultation, PAGE.contact],
  ),
  ask(
    "a-pricing-10",
    "pricing",
    "before we spend anything, will you tell us what return to expect?",
    [SAID.expectedResults],
    [PAGE.contact],
  ),
  after(
    "how much is a project?",
    "Pricing depends on what you need; the free consultation ends with a proposed plan and expected results. Read more on [Consultation](/consultation).",
    ask(
      "a-pricing-11",
      "pricing",
      "and am I committed to anything after that?",
      [SAID.noObligation],
      [PAGE.contact],
    ),
  ),

  // consultation
  ask("a-consultation-01", "consultation", "book a demo", [FACT.consultation], [PAGE.consultation]),
  ask(
    "a-consultation-02",
    "consultation",
    "how do i schedule the free consultation",
    [FACT.consultation, SAID.scheduleDays],
    [PAGE.consultation],
  ),
  ask(
    "a-consultation-04",
    "consultation",
    "which days can i pick for the call",
    [SAID.weekdays],
    [PAGE.consultation],
  ),
  after(
    "can I pick a time for the consultation?",
    "Yes, in the last step of the booking form you choose the days and preferred times that suit you. Read more on [Consultation](/consultation).",
    ask(
      "a-consultation-05",
      "consultation",
      "what time slots are there",
      [SAID.nineAm, SAID.fourPm],
      [PAGE.consultation],
    ),
  ),
  ask(
    "a-consultation-06",
    "consultation",
    "the booking form wont load on my work laptop (javascript is blocked). other way to book?",
    [FACT.email],
    [PAGE.consultation, PAGE.contact],
  ),
  ask(
    "a-consultation-07",
    "consultation",
    "do I need to choose a date to book? my calendar is a mess right now",
    [SAID.propose],
    [PAGE.consultation],
  ),
  ask(
    "a-consultation-08",
    "consultation",
    "will i get a confirmation once i book",
    [SAID.confirm],
    [PAGE.consultation],
  ),
  ask(
    "a-consultation-09",
    "consultation",
    "we are manufacturing company from poland, it is possible to book consultation?",
    [SAID.manufacturing],
    [PAGE.consultation],
  ),
  after(
    "how do I book a consultation?",
    "Use the three-step form: your details, a few AI discovery questions, then the days and times that suit you. Read more on [Consultation](/consultation).",
    ask(
      "a-consultation-10",
      "consultation",
      "what do they ask in the discovery part",
      [SAID.discovery, SAID.experience],
      [PAGE.consultation],
    ),
  ),

  // contact
  ask("a-contact-04", "contact", "r u open saturdays", [FACT.days], [PAGE.contact, PAGE.home]),
  after(
    "what are your support hours?",
    "Monday to Friday, 9:00 AM to 6:00 PM. Read more on [Contact](/contact).",
    ask(
      "a-contact-05",
      "contact",
      "what about for someone in london, which time zone is that?",
      [FACT.eastern],
      [PAGE.contact, PAGE.home],
    ),
  ),
  ask(
    "a-contact-06",
    "contact",
    "if I send a message how quickly will someone answer",
    [FACT.replyTime],
    [PAGE.contact],
  ),
  ask(
    "a-contact-07",
    "contact",
    "are you on linkedin or x?",
    [SAID.comingSoon],
    [PAGE.home, PAGE.contact, PAGE.about],
  ),
  ask(
    "a-contact-08",
    "contact",
    "Procurement here: I need your complete postal address including suite and ZIP for the vendor registration form.",
    [FACT.suite, FACT.zip],
    ADDRESS_PAGES,
  ),
  after(
    "how can I contact you?",
    "Use the contact form on our contact page, or email support@kestrel-ai.com. Read more on [Contact](/contact).",
    ask(
      "a-contact-09",
      "contact",
      "how long does a reply usually take",
      [FACT.replyTime],
      [PAGE.contact],
    ),
  ),
  ask(
    "a-contact-10",
    "contact",
    "where I can write to you for a partnership question?",
    [FACT.email],
    [PAGE.contact],
  ),
  after(
    "where are you based?",
    "In Boston: 100 Summer Street, Suite 1600, Boston, MA 02110. Read more on [Contact](/contact).",
    ask("a-contact-11", "contact", "can i see it on a map", [SAID.map], [PAGE.contact]),
  ),

  // accounts
  ask(
    "a-accounts-04",
    "accounts",
    "signed up an hour ago and the verification email never came",
    [SAID.resend],
    [PAGE.signIn],
  ),
  after(
    "how do I reset my password?",
    "Choose Forgot Password? in the sign-in dialog and enter your email; we send you a reset link. Read more on [Sign in](/?forgotPassword=true).",
    ask(
      "a-accounts-05",
      "accounts",
      "how long is that link good for",
      [SAID.oneHour],
      [PAGE.forgotPassword, PAGE.signIn],
    ),
  ),
  ask(
    "a-accounts-07",
    "accounts",
    "I'm logged in, how do I change my password",
    [SAID.changePassword],
    [PAGE.profile],
  ),
  ask(
    "a-accounts-09",
    "accounts",
    "got locked out after typing the wrong password a few times, how long do i have to wait",
    [SAID.tenMinutes],
    [PAGE.signIn],
  ),
  after(
    "can I sign in with Google?",
    "Yes, choose Continue with Google in the sign-in dialog. Read more on [Sign in](/sign-in).",
    ask(
      "a-accounts-10",
      "accounts",
      "and if i signed up that way, can i still set a normal password?",
      [SAID.changePassword],
      [PAGE.profile],
    ),
  ),
  ask(
    "a-accounts-11",
    "accounts",
    "i try login but it say please verify your email, what i must do?",
    [SAID.verify, SAID.resend],
    [PAGE.signIn],
  ),
  after(
    "I forgot my password",
    "Choose Forgot Password? in the sign-in dialog, enter your email and we send you a reset link. Read more on [Sign in](/?forgotPassword=true).",
    ask(
      "a-accounts-12",
      "accounts",
      "it says no account found with this email??",
      [SAID.createAccount],
      [PAGE.signIn, PAGE.forgotPassword],
    ),
  ),

  // account-data
  ask(
    "a-account-data-01",
    "account-data",
    "how do i stop you from using my chats to train your ai",
    [FACT.aiModelImprovement, FACT.privacySettings],
    [PAGE.privacySettings, MODEL_IMPROVEMENT],
  ),
  ask(
    "a-account-data-02",
    "account-data",
    "is the model training setting switched on by default?",
    [SAID.onByDefault],
    [PAGE.privacySettings, MODEL_IMPROVEMENT],
  ),
  after(
    "how do I delete my account?",
    "In your privacy settings choose Delete Account and confirm. Read more on [Privacy settings](/privacy-settings).",
    ask(
      "a-account-data-04",
      "account-data",
      "and if i change my mind later?",
      [FACT.recoveryLimit],
      DELETION_PAGES,
    ),
  ),
  ask(
    "a-account-data-05",
    "account-data",
    "can i get a copy of everything you hold on me",
    [SAID.dataExport],
    [PAGE.privacySettings, YOUR_RIGHTS],
  ),
  after(
    "how do I download my data?",
    "Request a data export in your privacy settings; we email you a link when the file is ready. Read more on [Privacy settings](/privacy-settings).",
    ask(
      "a-account-data-06",
      "account-data",
      "how long is the download link valid",
      [SAID.dayLink],
      [PAGE.privacySettings, DATA_RETENTION],
    ),
  ),
  ask(
    "a-account-data-07",
    "account-data",
    "whats the difference between deactivating and deleting my account",
    [SAID.reactivate, FACT.grace],
    [PAGE.privacySettings, "/terms#accounts", DATA_RETENTION],
  ),
  ask(
    "a-account-data-08",
    "account-data",
    "how long do you keep my chat history",
    [SAID.accountLifetime],
    [DATA_RETENTION],
  ),
  after(
    "how long do you keep my chats?",
    "The chat history of your account is kept while your account exists. Read more on [Privacy Policy](/privacy#data-retention).",
    ask(
      "a-account-data-09",
      "account-data",
      "what about for visitors without an account?",
      [SAID.ninetyDays],
      [DATA_RETENTION],
    ),
  ),
  ask(
    "a-account-data-10",
    "account-data",
    "what personal data do you actually collect about me when i use the site",
    [SAID.collected],
    ["/privacy#data-we-collect"],
  ),

  // newsletter
  ask(
    "a-newsletter-01",
    "newsletter",
    "whats in your newsletter",
    [SAID.newsletterContent],
    [PAGE.newsletter],
  ),
  after(
    "how often do you send the newsletter?",
    "One email a month, with client results, practical guides and what is new in AI for business. Read more on [Newsletter](/newsletter).",
    ask(
      "a-newsletter-04",
      "newsletter",
      "and can i stop it whenever",
      [SAID.anyTime],
      [PAGE.newsletter, "/privacy#legal-bases"],
    ),
  ),
  ask(
    "a-newsletter-05",
    "newsletter",
    "the unsubscribe page says my link is invalid",
    [SAID.enterEmail],
    [PAGE.unsubscribe],
  ),
  ask(
    "a-newsletter-06",
    "newsletter",
    "after I unsubscribe do you keep my email address?",
    [SAID.twentyFourMonths],
    [DATA_RETENTION],
  ),
  ask(
    "a-newsletter-07",
    "newsletter",
    "newsletter is spammy? how many mails per month you send?",
    [SAID.monthly],
    [PAGE.newsletter],
  ),
  after(
    "what's in the newsletter?",
    "Client results, practical guides and what is new in AI for business, once a month. Read more on [Newsletter](/newsletter).",
    ask(
      "a-newsletter-08",
      "newsletter",
      "ok how do i subscribe",
      [SAID.subscribe],
      [PAGE.newsletter],
    ),
  ),

  // legal
  ask(
    "a-legal-04",
    "legal",
    "which country's law applies to your terms",
    [SAID.massachusetts],
    ["/terms#governing-law"],
  ),
  after(
    "what are my rights under GDPR?",
    "You can access, correct, erase, restrict and port your data, object to processing and withdraw consent. Read more on [Privacy Policy](/privacy#your-rights).",
    ask("a-legal-05", "legal", "and if I'm in California?", [FACT.ccpa], [YOUR_RIGHTS]),
  ),
  ask(
    "a-legal-06",
    "legal",
    "For our vendor security assessment: where is personal data processed, and what covers transfers out of the EU?",
    [SAID.transfers, SAID.unitedStates],
    ["/privacy#international-transfers"],
  ),
  ask(
    "a-legal-07",
    "legal",
    "can i treat what this chatbot tells me as legal advice?",
    [SAID.notAdvice],
    ["/terms#ai-output"],
  ),
  ask(
    "a-legal-08",
    "legal",
    "liability cap in your terms?",
    [SAID.liabilityCap],
    ["/terms#disclaimers-and-liability"],
  ),
  ask(
    "a-legal-09",
    "legal",
    "is there a minimum age to use the site? asking for my 14 yo",
    [SAID.sixteen],
    ["/privacy#children"],
  ),
  ask(
    "a-legal-10",
    "legal",
    "If we hire you for a paid project, do these website terms govern it or is there a separate contract?",
    [SAID.separateAgreement],
    ["/terms#scope-and-acceptance"],
  ),
  ask(
    "a-legal-11",
    "legal",
    "who are your subprocessors",
    [SAID.processors],
    ["/privacy#sharing-and-processors"],
  ),
  after(
    "how long do you keep contact form messages?",
    "24 months after you send them, then they are deleted. Read more on [Privacy Policy](/privacy#data-retention).",
    ask("a-legal-12", "legal", "and spam ones?", [SAID.thirtyDays], [DATA_RETENTION]),
  ),

  // social
  plain("a-social-03", "social", "are u a bot"),
  plain("a-social-04", "social", "how r u today"),
  {
    ...plain("a-social-06", "social", "thx that helped a lot"),
    history: [
      { role: "user", content: "what's your email?" },
      {
        role: "assistant",
        content: "You can write to support@kestrel-ai.com. Read more on [Contact](/contact).",
      },
    ],
  },
  {
    ...plain("a-social-07", "social", "lol nice, cool"),
    history: [
      { role: "user", content: "is the chat assistant available at night?" },
      {
        role: "assistant",
        content: "Yes, I'm here around the clock; the team answers Monday to Friday.",
      },
    ],
  },

  // handover
  plain("a-handover-01", "handover", "can i talk to a real human"),
  plain("a-handover-02", "handover", "I need someone from sales"),
  plain("a-handover-03", "handover", "no more robot please, a person"),
  plain(
    "a-handover-04",
    "handover",
    "I'd like to speak with someone on your team about possibly working at Kestrel",
  ),
  plain("a-handover-05", "handover", "please connect me with one of your consultants"),
  plain("a-handover-06", "handover", "i want speak with person of your company please"),
  {
    ...plain(
      "a-handover-07",
      "handover",
      "this is getting complicated, can someone from your team get back to me instead?",
    ),
    history: [
      { role: "user", content: "which of your solutions fits a 40-clinic dental group?" },
      {
        role: "assistant",
        content:
          "The 24/7 AI Workforce books, reschedules and triages around the clock, and a free consultation would recommend the right mix for you. Read more on [Solutions](/solutions).",
      },
    ],
  },

  // off-topic
  plain("a-off-topic-01", "off-topic", "what's the weather going to be like tomorrow"),
  plain("a-off-topic-03", "off-topic", "recipe for banana bread?"),
  plain("a-off-topic-05", "off-topic", "my printer wont print anything, help"),
  plain("a-off-topic-06", "off-topic", "can you do my statistics homework for me"),
  {
    ...plain("a-off-topic-07", "off-topic", "unrelated but what's the capital of australia"),
    history: [
      { role: "user", content: "do you integrate with Salesforce?" },
      {
        role: "assistant",
        content:
          "We connect to CRMs, help desks and e-commerce platforms; if a system has an API we can usually connect it. Read more on [Contact](/contact#faq-title).",
      },
    ],
  },
];
