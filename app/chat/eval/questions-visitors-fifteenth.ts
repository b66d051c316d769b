/**
 * A fifteenth set of visitor questions for tuning the chat assistant, written from the site's
 * visible content alone. Half of them are follow-ups that only make sense with the conversation
 * before them; the rest are single messages in the many ways visitors type.
 */
import { ADDRESS_PAGES, DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import { type EvalQuestion, type EvalTopic, type EvalTurn, plain } from "./eval-question.ts";

/** Facts this set asks for that eval-facts.ts does not hold, as the site words them. */
const SAID = {
  elevenClinics: /eleven clinics|11 clinics/i,
  twoMinutes: /(<|&lt;|under|less than|below)\s*2\s*min/i,
  noShows: /31\s?%/,
  repeatPurchases: /23\s?%/,
  revenue: /\$\s?1\.8\s?M|1\.8 million/i,
  sixWeeks: /\b(6|six)[- ]weeks?\b/i,
  fasterExceptions: /3\.5\s?x/i,
  fewerCalls: /46\s?%/,
  fasterDecisions: /62\s?%/,
  perUnderwriter: /2\.4\s?x/i,
  fewerAbandoned: /35\s?%/,
  outsideHours: /38\s?%/,
  thirtySeconds: /(<|&lt;|under|less than|below)\s*30\s*sec/i,
  students: /20,?000/,
  halfTickets: /50\s?%|half/i,
  moreEngagement: /40\s?%/,
  threeTimes: /\b3\s?x\b|three times/i,
  noObligation: /no obligation|without obligation/i,
  namedContact: /named contact/i,
  weekly: /weekly|every week/i,
  solutionDesign: /Solution Design/i,
  optimization: /Optimi[sz]ation/i,
  notRequired: /not required|without writing code/i,
  crm: /\bCRMs?\b/,
  api: /\bAPIs?\b/,
  sensitive: /sensitive attributes/i,
  consent: /consent/i,
  voice: /voice/i,
  weekends: /weekends and holidays|weekends/i,
  summary: /summary/i,
  humanCentered: /human[- ]cent(ered|red)/i,
  ethical: /Ethical AI/i,
  innovation: /Continuous Innovation/i,
  resultsDriven: /Results[- ]Driven/i,
  firstClients: /2025/,
  healthcare: /healthcare/i,
  logistics: /logistics/i,
  monthly: /(one email|once) a month|monthly|every month/i,
  unsubscribe: /unsubscribe/i,
  anyTime: /any ?time/i,
  clientResults: /client results|practical guides/i,
  twoYears: /24 months/i,
  essentialCookies: /essential cookies|session cookie/i,
  under16: /\b16\b/,
  massachusetts: /Massachusetts/i,
  suffolk: /Suffolk County/i,
  liabilityCap: /100 US dollars|\$\s?100\b|100 dollars/i,
  twelveMonths: /12 months|twelve months/i,
  professionalAdvice: /professional advice/i,
  oneMonth: /(one|1) month/i,
  contractualClauses: /Standard Contractual Clauses/i,
  googlePassword: /Google password/i,
  sixCharacters: /(6|six) characters/i,
  oneHour: /(1|one)[- ]hour/i,
  oneDayLink: /24[- ]hours?/i,
  ninetyDays: /\b(90|ninety) days\b/i,
  exportData: /data export|download (a copy of )?your data|Request Data Export/i,
  json: /JSON/,
  freeTier: /Free Tier/i,
  paidPlans: /Paid plans are coming soon/i,
  separateAgreement: /separate (written )?agreement/i,
  verification: /verif(y|ication)/i,
  reactivate: /reactivat/i,
  comingSoon: /coming soon/i,
  fourteenWeekdays: /14 (bookable )?weekdays|next 14/i,
  aiDiscovery: /AI Discovery/i,
  threeQuestions: /three (quick )?questions|3 questions/i,
  whitePaper: /white paper/i,
  google: /Google/,
  maskIdentifiers: /remove or mask|mask direct identifiers|identifiers/i,
  noSale: /never sell|do not sell|don't sell/i,
  encryption: /encrypt/i,
  nurse: /nurse/i,
  humanUnderwriter: /human underwriter|underwriters? (do|in charge)/i,
  dispatchers: /operations team|dispatchers/i,
} as const;

const HOURS = [FACT.days, FACT.times];

function ask(
  id: string,
  topic: EvalTopic,
  question: string,
  facts: RegExp[],
  links: string[],
): EvalQuestion {
  return { id, topic, question, facts, links, expect: "answer" };
}

/** A follow-up after one exchange: the visitor's first message and the assistant's reply. */
function follow(
  id: string,
  topic: EvalTopic,
  [first, reply]: [string, string],
  question: string,
  facts: RegExp[],
  links: string[],
): EvalQuestion {
  return { ...ask(id, topic, question, facts, links), history: turns(first, reply) };
}

/** Small talk, a request for a person or an off-topic message in the middle of a conversation. */
function plainAfter(
  id: string,
  topic: "social" | "handover" | "off-topic",
  [first, reply]: [string, string],
  question: string,
): EvalQuestion {
  return { ...plain(id, topic, question), history: turns(first, reply) };
}

function turns(first: string, reply: string): EvalTurn[] {
  return [
    { role: "user", content: first },
    { role: "assistant", content: reply },
  ];
}

export const FIFTEENTH_FRESH_QUESTIONS: EvalQuestion[] = [
  // company
  ask(
    "z-company-1501",
    "company",
    "who are you guys actually, like where is kestrel based",
    [FACT.boston],
    [PAGE.about, ...ADDRESS_PAGES],
  ),
  ask(
    "z-company-1502",
    "company",
    "When was Kestrel AI founded and what is the full legal name of the company?",
    [FACT.founded, FACT.legalName],
    [PAGE.about, ...ADDRESS_PAGES],
  ),
  ask(
    "z-company-1504",
    "company",
    "Is your compny a big corporation or a startup? when did u start",
    [FACT.founded],
    ["/about#genesis-title"],
  ),
  follow(
    "z-company-1505",
    "company",
    [
      "Where is your office?",
      "We are at 100 Summer Street, Suite 1600, Boston, MA 02110. See [Contact](/contact).",
    ],
    "and how long have you been around there?",
    [FACT.founded],
    ["/about#genesis-title"],
  ),
  follow(
    "z-company-1506",
    "company",
    [
      "When was Kestrel founded?",
      "Kestrel AI was founded in Boston in 2024. Read more on [About](/about#genesis-title).",
    ],
    "who were your first big clients after that?",
    [SAID.firstClients, SAID.healthcare],
    ["/about#genesis-title"],
  ),
  follow(
    "z-company-1507",
    "company",
    [
      "What is your philosophy?",
      "We build human-centered AI: agents handle routine work and hand the rest to people. See [About](/about#values-title).",
    ],
    "what does the ethical part mean for you in practice?",
    [SAID.consent],
    ["/about#values-title"],
  ),
  follow(
    "z-company-1508",
    "company",
    [
      "What are your company values?",
      "Human-Centered AI, Continuous Innovation, Results-Driven and Ethical AI. See [About](/about#values-title).",
    ],
    "what's the one about innovation about?",
    [SAID.innovation],
    ["/about#values-title"],
  ),
  follow(
    "z-company-1509",
    "company",
    [
      "Who is behind Kestrel AI?",
      "Kestrel AI was started in 2024 by a small team of engineers and customer-experience leaders. See [About](/about#genesis-title).",
    ],
    "and what is the registered company name, for our supplier form?",
    [FACT.legalName],
    ADDRESS_PAGES,
  ),

  // ai-workforce
  ask(
    "z-ai-workforce-1501",
    "ai-workforce",
    "our support inbox is drowning on weekends, nobody is on shift saturday and sunday. can your AI agents cover that?",
    [SAID.weekends],
    [PAGE.aiWorkforce, PAGE.faq],
  ),
  ask(
    "z-ai-workforce-1502",
    "ai-workforce",
    "What kinds of requests can the AI agents handle, and on which channels?",
    [SAID.voice],
    [PAGE.aiWorkforce, PAGE.faq],
  ),
  ask(
    "z-ai-workforce-1503",
    "ai-workforce",
    "agents accuracy?",
    [FACT.accuracy],
    [PAGE.aiWorkforce],
  ),
  ask(
    "z-ai-workforce-1504",
    "ai-workforce",
    "If the bot can not solve the problem of customer, what happen then? Customer must explain everything again?",
    [SAID.summary],
    [PAGE.aiWorkforce],
  ),
  follow(
    "z-ai-workforce-1505",
    "ai-workforce",
    [
      "What is the 24/7 AI Workforce?",
      "AI agents that answer, resolve and follow up around the clock, from your own knowledge base. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "how fast do they respond?",
    [FACT.responseTime],
    [PAGE.aiWorkforce],
  ),
  follow(
    "z-ai-workforce-1506",
    "ai-workforce",
    [
      "Can your agents book appointments?",
      "Yes: they answer questions, track orders, book appointments, reset access and triage requests. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "and can they actually change things in our systems or only talk?",
    [SAID.api],
    [PAGE.aiWorkforce],
  ),
  follow(
    "z-ai-workforce-1507",
    "ai-workforce",
    [
      "Do the AI agents work at night?",
      "Yes, every channel is answered day and night. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "how much does that cut what reaches our team?",
    [SAID.halfTickets],
    [PAGE.aiWorkforce, PAGE.home],
  ),
  follow(
    "z-ai-workforce-1508",
    "ai-workforce",
    [
      "Where do the agents get their answers from?",
      "From your own documents, policies and systems, with sources kept. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "ok and is that compliant with privacy law?",
    [FACT.gdpr],
    [PAGE.aiWorkforce],
  ),
  follow(
    "z-ai-workforce-1509",
    "ai-workforce",
    [
      "Which channels do your agents cover?",
      "Chat, email and voice, around the clock. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "what about accuracy on those?",
    [FACT.accuracy],
    [PAGE.aiWorkforce],
  ),

  // no-code
  ask(
    "z-no-code-1501",
    "no-code",
    "our freight team retypes emails into three systems all day and IT has no time for us. is there something we can build ourselves?",
    [FACT.noCode],
    [PAGE.noCode, PAGE.logistics],
  ),
  ask(
    "z-no-code-1502",
    "no-code",
    "Do we need developers for the no code platform, and which tools does it connect to?",
    [SAID.notRequired, SAID.crm],
    [PAGE.noCode, PAGE.faq],
  ),
  ask(
    "z-no-code-1503",
    "no-code",
    "nocode platfrom how many parameters can i tune",
    [FACT.configuration],
    [PAGE.noCode],
  ),
  ask(
    "z-no-code-1504",
    "no-code",
    "how much faster is it to launch a workflow with your builder?",
    [SAID.threeTimes],
    [PAGE.noCode, PAGE.home],
  ),
  follow(
    "z-no-code-1505",
    "no-code",
    [
      "What is No-Code Integration?",
      "A visual platform for designing, testing and launching AI workflows with drag-and-drop blocks. See [No-Code Integration](/solutions#no-code).",
    ],
    "can we try workflows safely before they go live?",
    [/sample data|test/i],
    [PAGE.noCode],
  ),
  follow(
    "z-no-code-1507",
    "no-code",
    [
      "Can our marketing team build workflows themselves?",
      "Yes, teams build them visually without code. See [No-Code Integration](/solutions#no-code).",
    ],
    "who approves changes though? we need control",
    [/approvals|audit/i],
    [PAGE.noCode],
  ),
  follow(
    "z-no-code-1508",
    "no-code",
    [
      "Does the no-code platform meet GDPR?",
      "Yes, it is GDPR and CCPA compliant, with regional data residency options. See [No-Code Integration](/solutions#no-code).",
    ],
    "what's the response time per step?",
    [FACT.responseTime],
    [PAGE.noCode],
  ),
  follow(
    "z-no-code-1509",
    "no-code",
    [
      "What does the visual workflow builder do?",
      "You compose prompts, rules and actions on one canvas with live previews. See [No-Code Integration](/solutions#no-code).",
    ],
    "has any client used it without IT? what came of it?",
    [SAID.sixWeeks],
    [PAGE.logistics],
  ),

  // personalization
  ask(
    "z-personalization-1501",
    "personalization",
    "We run an online shop and every customer gets the same emails. Can you make the conversations adapt to each buyer?",
    [FACT.personalization],
    [PAGE.personalization, PAGE.retail],
  ),
  ask(
    "z-personalization-1502",
    "personalization",
    "How does personalisation deal with privacy and consent?",
    [SAID.consent],
    [PAGE.personalization, PAGE.faq],
  ),
  ask(
    "z-personalization-1503",
    "personalization",
    "personalized experiences engagement uplift %",
    [SAID.moreEngagement],
    [PAGE.personalization, PAGE.home],
  ),
  ask(
    "z-personalization-1504",
    "personalization",
    "wich data do you use to personalize, and do you use sensitive stuff like health?",
    [SAID.sensitive],
    [PAGE.personalization, PAGE.faq],
  ),
  follow(
    "z-personalization-1505",
    "personalization",
    [
      "What are Hyper-Personalized Experiences?",
      "Conversations that adapt tone, content and offers to each customer in real time. See [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
    ],
    "how many things per profile can be tuned?",
    [FACT.configuration],
    [PAGE.personalization],
  ),
  follow(
    "z-personalization-1507",
    "personalization",
    [
      "Can we see which journeys convert?",
      "Yes, insight dashboards show which journeys convert and where customers stall. See [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
    ],
    "is it compliant with CCPA? we have california customers",
    [FACT.ccpa],
    [PAGE.personalization, PAGE.faq],
  ),
  follow(
    "z-personalization-1508",
    "personalization",
    [
      "How fast does the personalisation engine react?",
      "It chooses the next best action in under 100 ms. See [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
    ],
    "and how accurate is the matching across channels?",
    [FACT.accuracy],
    [PAGE.personalization],
  ),
  follow(
    "z-personalization-1509",
    "personalization",
    [
      "Has anyone used your personalisation in retail?",
      "Yes, a national online retailer of home goods. See [Case studies](/case-studies#national-online-retailer).",
    ],
    "what did it do for repeat purchases?",
    [SAID.repeatPurchases],
    [PAGE.retail],
  ),

  // solutions
  ask(
    "z-solutions-1501",
    "solutions",
    "what do you sell exactly",
    [FACT.aiWorkforce, FACT.noCode, FACT.personalization],
    [PAGE.solutions, PAGE.home],
  ),
  ask(
    "z-solutions-1502",
    "solutions",
    "Can we start with just one of your solutions and add others later?",
    [FACT.aiWorkforce],
    [PAGE.solutions],
  ),
  ask(
    "z-solutions-1503",
    "solutions",
    "are your solutions gdpr compliant?",
    [FACT.gdpr],
    [PAGE.solutions],
  ),
  ask(
    "z-solutions-1504",
    "solutions",
    "Which of your products is best for a 30-person insurance broker? How do you decide what fits?",
    [FACT.consultation],
    [PAGE.faq, PAGE.solutions],
  ),
  follow(
    "z-solutions-1505",
    "solutions",
    [
      "What solutions do you offer?",
      "Three: the 24/7 AI Workforce, No-Code Integration and Hyper-Personalized Experiences. See [Solutions](/solutions).",
    ],
    "which one is about building things without developers?",
    [FACT.noCode],
    [PAGE.noCode],
  ),
  follow(
    "z-solutions-1506",
    "solutions",
    [
      "What are your three solutions?",
      "The 24/7 AI Workforce, No-Code Integration and Hyper-Personalized Experiences. See [Solutions](/solutions).",
    ],
    "what response time do they all have?",
    [FACT.responseTime],
    [PAGE.solutions],
  ),
  follow(
    "z-solutions-1507",
    "solutions",
    [
      "Do you do AI chatbots?",
      "Our 24/7 AI Workforce agents answer, resolve and follow up around the clock. See [Solutions](/solutions#ai-workforce).",
    ],
    "what else do you offer besides that?",
    [FACT.noCode, FACT.personalization],
    [PAGE.solutions, PAGE.home],
  ),
  follow(
    "z-solutions-1508",
    "solutions",
    [
      "Which solution cuts support tickets?",
      "The 24/7 AI Workforce: 50% fewer support tickets reaching your team. See [24/7 AI Workforce](/solutions#ai-workforce).",
    ],
    "and which one raises engagement?",
    [FACT.personalization],
    [PAGE.personalization, PAGE.home],
  ),
  follow(
    "z-solutions-1509",
    "solutions",
    [
      "What systems can you integrate with?",
      "CRMs, help desks, e-commerce platforms, scheduling tools, data warehouses, spreadsheets and messaging channels. See [FAQ](/contact#faq-title).",
    ],
    "and if it has an API?",
    [SAID.api],
    [PAGE.faq],
  ),

  // case-studies
  ask(
    "z-case-studies-1501",
    "case-studies",
    "do you have any client results in healthcare",
    [SAID.twoMinutes],
    [PAGE.healthcare],
  ),
  ask(
    "z-case-studies-1502",
    "case-studies",
    "Have you worked with a lender? What happened to their decision times?",
    [SAID.fasterDecisions],
    [PAGE.fintech],
  ),
  ask(
    "z-case-studies-1503",
    "case-studies",
    "universitys: did it work for students? numbers pls",
    [SAID.thirtySeconds],
    [PAGE.university],
  ),
  ask(
    "z-case-studies-1504",
    "case-studies",
    "I'm head of ops at a freight forwarder in New England, we get flooded with delay and damage emails. Have you done this before, and how long did it take?",
    [SAID.sixWeeks],
    [PAGE.logistics],
  ),
  follow(
    "z-case-studies-1505",
    "case-studies",
    [
      "Tell me about the healthcare case study",
      "A regional healthcare network with eleven clinics put a 24/7 AI front desk in place. See [Case studies](/case-studies#regional-healthcare-network).",
    ],
    "what was the result there on no-shows?",
    [SAID.noShows],
    [PAGE.healthcare],
  ),
  follow(
    "z-case-studies-1506",
    "case-studies",
    [
      "Do you have a retail case study?",
      "Yes, a national online retailer of home goods used personalised shopping conversations. See [Case studies](/case-studies#national-online-retailer).",
    ],
    "how much extra revenue did they get?",
    [SAID.revenue],
    [PAGE.retail],
  ),
  follow(
    "z-case-studies-1507",
    "case-studies",
    [
      "What did you do for the logistics company?",
      "Its operations team automated shipment exceptions with No-Code Integration. See [Case studies](/case-studies#mid-sized-logistics-company).",
    ],
    "did the customer calls go down?",
    [SAID.fewerCalls],
    [PAGE.logistics],
  ),
  follow(
    "z-case-studies-1508",
    "case-studies",
    [
      "Tell me about the fintech lender",
      "AI agents read and check financial documents so underwriters can decide faster. See [Case studies](/case-studies#fintech-lender).",
    ],
    "so does the AI decide the loans?",
    [SAID.humanUnderwriter],
    [PAGE.fintech],
  ),
  follow(
    "z-case-studies-1509",
    "case-studies",
    [
      "How big was the university you worked with?",
      "A public university with more than 20,000 students. See [Case studies](/case-studies#university-student-services).",
    ],
    "how many conversations happen out of office hours?",
    [SAID.outsideHours],
    [PAGE.university],
  ),
  follow(
    "z-case-studies-1510",
    "case-studies",
    [
      "Is there a white paper on the healthcare project?",
      'Yes, "Safe automation at the front desk". [Request it here](/contact?topic=white-paper).',
    ],
    "what does it cover?",
    [/escalation/i],
    [PAGE.healthcare, PAGE.whitePaper],
  ),

  // process
  ask("z-process-1501", "process", "how long until we are live", [FACT.timeline], [PAGE.faq]),
  ask(
    "z-process-1502",
    "process",
    "What are the steps of working with you, from first call to results?",
    [SAID.solutionDesign, SAID.optimization],
    ["/#how-title"],
  ),
  ask(
    "z-process-1503",
    "process",
    "what support do we get after launch, and during which hours?",
    [SAID.namedContact, ...HOURS],
    [PAGE.faq],
  ),
  ask(
    "z-process-1504",
    "process",
    "How do you make sure the AI does not say wrong things to our customers?",
    [SAID.weekly],
    [PAGE.faq],
  ),
  follow(
    "z-process-1505",
    "process",
    [
      "How does a project with you start?",
      "With a free consultation about your goals and processes. See [How it works](/#how-title).",
    ],
    "and what comes after that?",
    [SAID.solutionDesign],
    ["/#how-title"],
  ),
  follow(
    "z-process-1507",
    "process",
    [
      "What happens in the optimization step?",
      "We measure results every week, tune what underperforms and expand what works. See [How it works](/#how-title).",
    ],
    "do we get a fixed person to talk to?",
    [SAID.namedContact],
    [PAGE.faq],
  ),
  follow(
    "z-process-1508",
    "process",
    [
      "What support do you give after launch?",
      "Weekly optimisation, a named contact, monitoring and reporting during business hours. See [FAQ](/contact#faq-title).",
    ],
    "and on weekends?",
    [FACT.days],
    [PAGE.faq, PAGE.contact],
  ),
  follow(
    "z-process-1509",
    "process",
    [
      "How long did the logistics project take?",
      "Six weeks from kickoff to full production. See [Case studies](/case-studies#mid-sized-logistics-company).",
    ],
    "is that typical for other clients?",
    [FACT.timeline],
    [PAGE.faq],
  ),

  // pricing
  ask(
    "z-pricing-1502",
    "pricing",
    "Is the first meeting with you free or do you charge for it?",
    [FACT.free],
    [PAGE.consultation, PAGE.faq],
  ),
  ask(
    "z-pricing-1503",
    "pricing",
    "do you have paid plans for the account? i only see free tier",
    [SAID.paidPlans],
    [PAGE.profile],
  ),
  ask(
    "z-pricing-1504",
    "pricing",
    "We'd need a contract for the actual AI project. Do your website terms cover that, or is there a separate agreement?",
    [SAID.separateAgreement],
    ["/terms#scope-and-acceptance"],
  ),
  follow(
    "z-pricing-1505",
    "pricing",
    [
      "Is the consultation free?",
      "Yes, the consultation is free. [Schedule it here](/consultation).",
    ],
    "and are we bound to anything after?",
    [SAID.noObligation],
    [PAGE.faq],
  ),
  follow(
    "z-pricing-1507",
    "pricing",
    [
      "What is in my free account?",
      "The Free Tier, with an API usage display on your [Profile](/profile).",
    ],
    "how many api calls does it show?",
    [/1,?000/],
    [PAGE.profile],
  ),
  follow(
    "z-pricing-1508",
    "pricing",
    [
      "How much does the AI Workforce cost?",
      "Pricing depends on your goals; a free consultation gives you a proposed plan. See [Consultation](/consultation).",
    ],
    "what do I actually get in that free session?",
    [/use cases/i],
    [PAGE.faq],
  ),
  follow(
    "z-pricing-1509",
    "pricing",
    [
      "Do you publish prices?",
      "We recommend a plan after a free consultation. See [Consultation](/consultation).",
    ],
    "does the paid project fall under your normal terms of service?",
    [SAID.separateAgreement],
    ["/terms#scope-and-acceptance"],
  ),

  // consultation
  ask(
    "z-consultation-1502",
    "consultation",
    "What do I have to fill in to book the free consultation, and can I pick the time?",
    [SAID.aiDiscovery],
    [PAGE.consultation],
  ),
  ask(
    "z-consultation-1503",
    "consultation",
    "consultation booking not working, page says it needs javascript. alternative?",
    [FACT.email],
    [PAGE.consultation],
  ),
  ask(
    "z-consultation-1504",
    "consultation",
    "Hi, we are a small manufacturer in Ohio and not very technical. I would like to talk to you about whether AI could help our order desk. Where do I start?",
    [FACT.consultation],
    [PAGE.consultation, PAGE.getStarted],
  ),
  follow(
    "z-consultation-1505",
    "consultation",
    [
      "Can I book a consultation?",
      "Yes, in three steps: Details, AI Discovery and Schedule. [Book here](/consultation).",
    ],
    "how far ahead can I pick a day?",
    [SAID.fourteenWeekdays],
    [PAGE.consultation],
  ),
  follow(
    "z-consultation-1506",
    "consultation",
    [
      "Which days can I choose for the consultation?",
      "Any of the next 14 weekdays. See [Consultation](/consultation).",
    ],
    "could I pick a saturday instead?",
    [/weekday|weekends? (are )?skipped/i],
    [PAGE.consultation],
  ),
  follow(
    "z-consultation-1507",
    "consultation",
    ["I booked a consultation", "Thanks! See [Consultation](/consultation) for what happens next."],
    "will I get a confirmation or something?",
    [/confirm/i],
    [PAGE.consultation],
  ),
  follow(
    "z-consultation-1508",
    "consultation",
    [
      "What does the free consultation include?",
      "A working session, a shortlist of high-value use cases and a proposed plan. See [FAQ](/contact#faq-title).",
    ],
    "what times of day are slots in?",
    [FACT.eastern],
    [PAGE.consultation],
  ),
  follow(
    "z-consultation-1509",
    "consultation",
    [
      "How do I start with Kestrel?",
      "Book a free consultation on the [Consultation](/consultation) page.",
    ],
    "what if I don't know yet which solution I need?",
    [/Other|recommend/i],
    [PAGE.consultation, PAGE.getStarted, PAGE.faq],
  ),

  // contact
  ask("z-contact-1501", "contact", "whats your email", [FACT.email], [PAGE.contact]),
  ask(
    "z-contact-1502",
    "contact",
    "What is your postal address, and which hours are you reachable?",
    [FACT.street, ...HOURS],
    ADDRESS_PAGES,
  ),
  ask(
    "z-contact-1504",
    "contact",
    "I sent a message through the contact form this morning. When should I expect an answer?",
    [FACT.replyTime],
    [PAGE.contact],
  ),
  follow(
    "z-contact-1505",
    "contact",
    [
      "How can I contact you?",
      "Email support@kestrel-ai.com or use the form on [Contact](/contact).",
    ],
    "what time zone are your hours in?",
    [FACT.eastern],
    [PAGE.contact],
  ),
  follow(
    "z-contact-1506",
    "contact",
    ["Where is your office?", "100 Summer Street, Suite 1600, Boston. See [Contact](/contact)."],
    "what's the zip code for the courier?",
    [FACT.zip],
    ADDRESS_PAGES,
  ),
  follow(
    "z-contact-1507",
    "contact",
    ["What's your support email?", "support@kestrel-ai.com. See [Contact](/contact)."],
    "and when do you reply?",
    [FACT.replyTime],
    [PAGE.contact],
  ),
  follow(
    "z-contact-1508",
    "contact",
    [
      "Are you on LinkedIn?",
      "Our LinkedIn, X and GitHub pages are coming soon; meanwhile use [Contact](/contact).",
    ],
    "so what's the quickest way to reach you then?",
    [FACT.email],
    [PAGE.contact],
  ),

  // accounts
  ask(
    "z-accounts-1502",
    "accounts",
    "Can I sign in with Google, and do you get my Google password?",
    [SAID.googlePassword],
    [PAGE.signIn, "/privacy#data-we-collect"],
  ),
  ask(
    "z-accounts-1503",
    "accounts",
    "how do i make an account on your site",
    [/Create Account|sign up/i],
    [PAGE.signIn],
  ),
  ask(
    "z-accounts-1504",
    "accounts",
    "I made an account yesterday but it says I must verify my email, and the mail is gone. What now?",
    [/resend/i],
    [PAGE.signIn],
  ),
  follow(
    "z-accounts-1505",
    "accounts",
    [
      "How do I reset my password?",
      'Use "Forgot Password?" in the [sign-in dialog](/?forgotPassword=true) and we email you a link.',
    ],
    "how long is that link valid?",
    [SAID.oneHour],
    [PAGE.forgotPassword, PAGE.signIn],
  ),
  follow(
    "z-accounts-1506",
    "accounts",
    [
      "How do I create an account?",
      "Choose Create Account on [Sign in](/sign-in) with your name, email and a password.",
    ],
    "how long does the password need to be?",
    [SAID.sixCharacters],
    [PAGE.signIn],
  ),
  follow(
    "z-accounts-1507",
    "accounts",
    [
      "I signed up, what now?",
      "We sent a verification email; click its link, then sign in on [Sign in](/sign-in).",
    ],
    "and if I never got it?",
    [/resend/i],
    [PAGE.signIn],
  ),
  follow(
    "z-accounts-1508",
    "accounts",
    [
      "Where can I change my password?",
      "On your [Profile](/profile) under Account Settings, Change Password.",
    ],
    "I signed up with Google, can I still set one?",
    [SAID.google],
    [PAGE.profile],
  ),
  follow(
    "z-accounts-1509",
    "accounts",
    [
      "Why can't I sign in?",
      "If your account was deactivated, you can request a reactivation link from [Sign in](/sign-in).",
    ],
    "how long is that link good for?",
    [SAID.oneDayLink],
    [PAGE.signIn],
  ),

  // account-data
  ask(
    "z-account-data-1502",
    "account-data",
    "Can I download all the data you hold about me?",
    [SAID.exportData],
    [PAGE.privacySettings, "/privacy#your-rights"],
  ),
  ask(
    "z-account-data-1503",
    "account-data",
    "do you train your AI on my chats?? can i turn that off",
    [FACT.aiModelImprovement],
    [PAGE.privacySettings, "/privacy#ai-model-improvement"],
  ),
  ask(
    "z-account-data-1504",
    "account-data",
    "I deleted my account by accident last week. Is there any way to get it back?",
    [FACT.recoveryLimit],
    DELETION_PAGES,
  ),
  follow(
    "z-account-data-1505",
    "account-data",
    [
      "How do I delete my account?",
      "Use Delete Account in your [Privacy settings](/privacy-settings); a 7-day grace period follows.",
    ],
    "and if I change my mind?",
    [FACT.recoveryLimit],
    DELETION_PAGES,
  ),
  follow(
    "z-account-data-1506",
    "account-data",
    [
      "Can I export my data?",
      "Yes, request a data export in your [Privacy settings](/privacy-settings) and we email you when it's ready.",
    ],
    "how long is that download link valid?",
    [SAID.oneDayLink],
    [PAGE.privacySettings, "/privacy#data-retention"],
  ),
  follow(
    "z-account-data-1507",
    "account-data",
    [
      "Do you use my conversations to improve your AI?",
      "Only while the AI model improvement setting is on; see [Privacy settings](/privacy-settings).",
    ],
    "is it on by default?",
    [/default/i],
    ["/privacy#ai-model-improvement", PAGE.privacySettings],
  ),
  follow(
    "z-account-data-1508",
    "account-data",
    [
      "How long do you keep my chats?",
      "Chats of your account are kept while the account exists. See [Privacy Policy](/privacy#data-retention).",
    ],
    "is it the same if I don't have an account?",
    [SAID.ninetyDays],
    ["/privacy#data-retention"],
  ),
  follow(
    "z-account-data-1509",
    "account-data",
    [
      "What is the difference between deactivating and deleting?",
      "Deactivation hides the account until you reactivate it; deletion starts a 7-day grace period. See [Privacy settings](/privacy-settings).",
    ],
    "how do I undo the deactivation later?",
    [SAID.reactivate],
    [PAGE.privacySettings, "/privacy#data-retention", "/terms#accounts", PAGE.signIn],
  ),

  // newsletter
  ask(
    "z-newsletter-1502",
    "newsletter",
    "How do I sign up for the newsletter, and what is in it?",
    [SAID.clientResults],
    [PAGE.newsletter, PAGE.home],
  ),
  ask(
    "z-newsletter-1504",
    "newsletter",
    "I clicked the unsubscribe link and it said the link is invalid. What do I do?",
    [/email/i],
    [PAGE.unsubscribe],
  ),
  follow(
    "z-newsletter-1505",
    "newsletter",
    [
      "Do you have a newsletter?",
      "Yes, sign up in the footer or on the [Newsletter](/newsletter) page.",
    ],
    "can I leave whenever I want?",
    [SAID.anyTime],
    [PAGE.newsletter, PAGE.home, "/privacy#legal-bases"],
  ),
  follow(
    "z-newsletter-1506",
    "newsletter",
    [
      "I want to unsubscribe",
      "Use the unsubscribe link in any issue, or the [Unsubscribe](/unsubscribe) page.",
    ],
    "will you keep my email after that?",
    [SAID.twoYears],
    ["/privacy#data-retention"],
  ),
  follow(
    "z-newsletter-1507",
    "newsletter",
    [
      "How do I subscribe to the newsletter?",
      "Enter your email in the footer form or on [Newsletter](/newsletter).",
    ],
    "and how often does it come?",
    [SAID.monthly],
    [PAGE.newsletter, PAGE.home],
  ),
  follow(
    "z-newsletter-1508",
    "newsletter",
    [
      "What's in your newsletter?",
      "Client results, practical guides and what is new in AI for business. See [Newsletter](/newsletter).",
    ],
    "do I need an account to get it?",
    [/email/i],
    [PAGE.newsletter, PAGE.home],
  ),
  follow(
    "z-newsletter-1509",
    "newsletter",
    [
      "I subscribed to your newsletter",
      "Thanks! Look out for the next issue. See [Newsletter](/newsletter).",
    ],
    "where's the unsubscribe link if I want out?",
    [SAID.unsubscribe],
    ["/privacy#legal-bases", PAGE.unsubscribe, PAGE.newsletter],
  ),

  // legal
  ask(
    "z-legal-1502",
    "legal",
    "Which law governs your terms, and where would a dispute be heard?",
    [SAID.massachusetts],
    ["/terms#governing-law"],
  ),
  ask(
    "z-legal-1503",
    "legal",
    "can my 14 year old use the chatbot? is there an age limit",
    [SAID.under16],
    ["/privacy#children"],
  ),
  ask(
    "z-legal-1504",
    "legal",
    "We are a German company. If our data goes to the US, what safeguards do you use?",
    [SAID.contractualClauses],
    ["/privacy#international-transfers"],
  ),
  follow(
    "z-legal-1505",
    "legal",
    [
      "Can I rely on what the chat assistant tells me?",
      "AI output may be inaccurate; check it before relying on it. See [Terms](/terms#ai-output).",
    ],
    "so is it legal advice or not?",
    [SAID.professionalAdvice],
    ["/terms#ai-output"],
  ),
  follow(
    "z-legal-1506",
    "legal",
    ["Is your liability limited?", "Yes, see [Terms](/terms#disclaimers-and-liability)."],
    "up to how much?",
    [SAID.liabilityCap],
    ["/terms#disclaimers-and-liability"],
  ),
  follow(
    "z-legal-1507",
    "legal",
    [
      "What rights do I have over my data under GDPR?",
      "Access, correction, erasure and more. See [Privacy Policy](/privacy#your-rights).",
    ],
    "how quickly do you respond to a request?",
    [SAID.oneMonth],
    ["/privacy#your-rights"],
  ),
  follow(
    "z-legal-1508",
    "legal",
    [
      "Do you sell my data?",
      "No, we do not sell personal data. See [Privacy Policy](/privacy#how-we-use-data).",
    ],
    "who do you share it with then?",
    [/service providers|processors/i],
    ["/privacy#sharing-and-processors"],
  ),
  follow(
    "z-legal-1509",
    "legal",
    [
      "Which court handles disputes?",
      "The state or federal courts in Suffolk County, Boston. See [Terms](/terms#governing-law).",
    ],
    "and if I'm a consumer in another country?",
    [/mandatory protection|consumer/i],
    ["/terms#governing-law"],
  ),

  // social
  plain("z-social-1501", "social", "hey there"),
  plain("z-social-1505", "social", "wow this chat is actually useful"),
  plainAfter(
    "z-social-1506",
    "social",
    ["What is your email?", "support@kestrel-ai.com. See [Contact](/contact)."],
    "perfect, thanks a lot!",
  ),
  plainAfter(
    "z-social-1507",
    "social",
    [
      "How long does a project take?",
      "Usually four to eight weeks to a first launch. See [FAQ](/contact#faq-title).",
    ],
    "ok cool",
  ),
  plainAfter(
    "z-social-1508",
    "social",
    ["Is the consultation free?", "Yes, it is free. [Book here](/consultation)."],
    "great, bye!",
  ),
  plainAfter(
    "z-social-1509",
    "social",
    ["Where are you based?", "In Boston, at 100 Summer Street. See [Contact](/contact)."],
    "nice, I used to live there haha",
  ),

  // handover
  plain("z-handover-1501", "handover", "can i talk to a human please"),
  plain("z-handover-1502", "handover", "I would like someone from your sales team to call me."),
  plain("z-handover-1503", "handover", "put me through to a real person"),
  plain(
    "z-handover-1504",
    "handover",
    "Is there an agent, a human one, who can look at my special case? It is complicated.",
  ),
  plainAfter(
    "z-handover-1505",
    "handover",
    [
      "How long does a project take?",
      "Most clients launch within four to eight weeks. See [FAQ](/contact#faq-title).",
    ],
    "our case is unusual, who do I ask then?",
  ),
  plainAfter(
    "z-handover-1507",
    "handover",
    [
      "Can I recover my account?",
      "Within 30 days of the deletion request, through an emailed link. See [Privacy settings](/privacy-settings).",
    ],
    "the link didn't arrive, can a person from support help me?",
  ),
  plainAfter(
    "z-handover-1508",
    "handover",
    [
      "What does the consultation include?",
      "A working session, a shortlist of use cases and a plan. See [FAQ](/contact#faq-title).",
    ],
    "can someone from your team contact me about it?",
  ),
  plainAfter(
    "z-handover-1509",
    "handover",
    [
      "How much does it cost?",
      "The consultation is free, and a plan follows from it. See [Consultation](/consultation).",
    ],
    "please pass me to a colleague who can talk budget",
  ),

  // off-topic
  plain("z-off-topic-1503", "off-topic", "who won the super bowl"),
  plain("z-off-topic-1505", "off-topic", "translate 'good night' into japanese pls"),
  plainAfter(
    "z-off-topic-1506",
    "off-topic",
    ["Where is your office?", "100 Summer Street, Suite 1600, Boston. See [Contact](/contact)."],
    "any good pizza places near there?",
  ),
  plainAfter(
    "z-off-topic-1507",
    "off-topic",
    [
      "What is the 24/7 AI Workforce?",
      "AI agents that answer, resolve and follow up around the clock. See [Solutions](/solutions#ai-workforce).",
    ],
    "unrelated, but can you help with my kid's math homework?",
  ),
  plainAfter(
    "z-off-topic-1508",
    "off-topic",
    ["Do you have a newsletter?", "Yes, one email a month. See [Newsletter](/newsletter)."],
    "what stock should I buy this year?",
  ),
  plainAfter(
    "z-off-topic-1509",
    "off-topic",
    ["When were you founded?", "In 2024, in Boston. See [About](/about#genesis-title)."],
    "tell me a joke",
  ),
];
