/**
 * An eighth set of visitor questions for tuning the chat assistant, written from the site's
 * visible content alone (its pages, as a visitor reads them, and the product description).
 * It leans on what a search-based assistant finds hardest: questions in two or three parts whose
 * later parts say "it" or "they", follow-ups that only make sense after the earlier exchange,
 * and visitors describing their own situation in their own words (terse, misspelt, non-native,
 * annoyed or formal) rather than in the site's vocabulary.
 */
import { ADDRESS_PAGES, DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import { plain, type EvalQuestion, type EvalTurn, ask } from "./eval-question.ts";

/** Facts only this set asks for, each as the site states it and its usual rewordings. */
const SAID = {
  agents: /AI agents|agents/i,
  firstClients: /2025/,
  firstIndustries: /healthcare|retail|logistics/i,
  founders: /engineers|customer[- ]experience leaders/i,
  startups: /startups?/i,
  humanCentered: /Human[- ]Cent(er|r)ed/i,
  ethical: /Ethical AI/i,
  country: /Boston|United States|Massachusetts/i,

  appointments: /appointments?/i,
  voice: /voice/i,
  roundTheClock: /weekends|holidays|24\/7|around the clock|day and night|any hour/i,
  handoffContext: /summary|full context|history|suggested next step/i,
  fewerTickets: /\b50\s?%|half/i,
  orders: /track(ing)? orders|order status|orders/i,
  actions: /update orders|open tickets|book meetings|secure (APIs|integrations)|actions/i,
  grounded: /knowledge base|your (own )?documents|policies and systems/i,

  noDevelopers:
    /not required|without (writing )?code|no developers?|without waiting for an engineering/i,
  crm: /\bCRMs?\b/i,
  helpDesk: /help ?desks?/i,
  threeTimes: /\b3\s?x\b|three times/i,
  safeTesting: /sample data|compare versions|tested|safe testing/i,
  approvals: /approvals?|approved/i,
  residency: /data residency/i,
  apis: /\bAPIs?\b/i,

  signals: /purchase history|preferences|journey stage|browsing/i,
  consent: /consent/i,
  engagement: /\b40\s?%/,
  sensitive: /sensitive attributes|sensitive/i,
  dashboards: /dashboards?/i,
  adapts: /adapt/i,
  tone: /tone/i,
  changeMind: /change their mind|control what is used|consent/i,

  understandData: /understand my data|data analytics|insights|dashboards/i,
  startingPoint: /consultation|starting point|three quick questions|get[- ]started/i,
  addLater: /start with one|add(ing)? (the )?others|add(ing)? solutions|in stages/i,
  visualWorkflows: /visual|workflows?|without (writing )?code/i,

  clinicResult: /\b31\s?%|\b50\s?%|(<|&lt;|under|less than|below)\s*(2|two)\s*min/i,
  noShows: /\b31\s?%/,
  elevenClinics: /\beleven\b|\b11\b/i,
  nineMinutes: /\b(nine|9)\s*min(ute)?s?\b/i,
  cooQuote: /2 AM|nurses|seamless|front-desk teams/i,
  whitePaper: /white paper/i,
  request: /request/i,
  revenue: /\$\s?1\.8\s?(M\b|million)/i,
  repeatPurchases: /\b23\s?%/,
  twoQuarters: /two quarters|2 quarters|six months/i,
  retailResult: /\b23\s?%|\b40\s?%|\$\s?1\.8\s?(M\b|million)/i,
  sixWeeks: /\b(6|six)[- ]weeks?\b/i,
  logisticsResult: /3\.5\s?x|3\.5 times|\b46\s?%/i,
  builtByOps: /operations team|dispatchers/i,
  fasterDecisions: /\b62\s?%/,
  defaultRates: /default rates?/i,
  headOfCredit: /Head of Credit/i,
  lender: /fintech|lender|loan/i,
  universityResult: /\b50\s?%|\b38\s?%|(<|&lt;|under|less than|below)\s*30\s*(sec|seconds|s\b)/i,
  firstAnswer: /(<|&lt;|under|less than|below)\s*30\s*(sec|seconds|s\b)/i,
  students: /20,?000|twenty thousand/i,
  dean: /Dean/i,

  solutionDesign: /Solution Design/i,
  optimization: /Optimi[sz]ation/i,
  afterLaunch: /weekly optimi[sz]ation|named contact|monitoring/i,
  inStages: /stages/i,
  monitoring: /monitor|weekly|tested against real examples/i,
  threeQuestions: /three (quick )?questions|3 questions/i,
  expand: /expand|stages|optimi[sz]ation/i,
  useCases: /use cases|guardrails/i,

  freeTier: /Free Tier/i,
  thousandCalls: /\b1,?000\b/,
  comingSoon: /coming soon/i,
  noObligation: /no obligation/i,
  separateAgreement: /separate (written )?agreement/i,
  consultationPlan: /shortlist|proposed plan|plan/i,

  wizard: /three[- ]step|3[- ]step|Details|AI Discovery/i,
  confirm: /confirm/i,
  email: /e-?mail/i,
  earliestSlot: /\b0?9(:00)?\s?(AM|a\.m\.)/i,
  latestSlot: /\b0?4(:00)?\s?(PM|p\.m\.)/i,
  weekdays: /weekdays?|weekends?/i,
  fourteenDays: /\b14\b|fourteen/i,
  freshWithAi: /Starting fresh|free|no obligation/i,
  bookButton: /Schedule Your Free Consultation|Book your free consultation/i,

  companyField: /company/i,
  messageField: /message/i,
  map: /map/i,

  google: /Google/i,
  googleCreates: /creat|first (Google )?sign[- ]in|Create Account/i,
  verified: /verif/i,
  forgot: /Forgot Password|reset/i,
  resend: /resend|request a new one|new verification/i,
  resetHour: /\b(1|one)[- ]hour\b|60 minutes/i,
  recover: /recover/i,
  createAccount: /Create Account/i,
  sixCharacters: /\b(6|six)\b/i,
  changePassword: /Change Password/i,
  noAccount: /No account found|Create (a new )?account/i,
  lockout: /\b(10|ten) minutes/i,
  day: /\b24[- ]hours?\b/i,

  reactivate: /reactivat/i,
  exportData: /export/i,
  aiSetting: /AI model improvement|privacy settings/i,
  onByDefault: /on by default|default/i,
  keepFeatures: /(do not|don't|won't|will not|without) los(e|ing)|no features?/i,
  newConversations: /new conversations/i,
  requestAgain: /request a new|new (recovery )?link|Request Account Recovery/i,

  monthly: /(one|1|an) email a month|monthly|once a month|every month/i,
  unsubscribe: /unsubscribe/i,
  contents: /client results|practical guides|what is new in AI/i,
  subscribe: /subscribe/i,
  enterEmail: /enter your email|check your email|email address/i,
  optOutRecord: /24 months|opted out|opt-out/i,
  noExpiry: /no expiry|never expires|does not expire|doesn't expire/i,

  retention: /24 months|90 days|while your account exists|as long as/i,
  massachusetts: /Massachusetts/i,
  court: /Suffolk County|Boston/i,
  processors: /cloud hosting|email delivery|AI model providers?|service providers/i,
  noSale: /do not sell|never sell|don't sell|not sell/i,
  clauses: /Standard Contractual Clauses|\bSCCs?\b/i,
  sixteen: /\b16\b|sixteen/i,
  liabilityCap: /100 US dollars|\$\s?100\b|100 dollars|USD\s?100/i,
  twelveMonths: /\b12 months|twelve months/i,
  notAdvice: /not (legal|professional)|professional advice/i,
  cookies: /essential cookies|only essential|cookie banner/i,
  mandatory: /mandatory/i,
  oneMonth: /\b(one|1) month/i,
  notify: /notify/i,
  formsKept: /24 months|two years/i,
  spam: /\b30 days|thirty days/i,
  visitorChats: /\b90 days|ninety days/i,
} as const;

type Exchange = readonly [user: string, assistant: string];

/** A question a right reply answers with the facts and a link to one of the pages. */
/** The question asked after earlier exchanges, which it leans on for its meaning. */
function after(exchanges: readonly Exchange[], question: EvalQuestion): EvalQuestion {
  const history: EvalTurn[] = exchanges.flatMap(([user, assistant]): EvalTurn[] => [
    { role: "user", content: user },
    { role: "assistant", content: assistant },
  ]);
  return { ...question, history };
}

/** The FAQ sits on the contact page; a reply citing that page without the section is fair. */
const FAQ = PAGE.contact;
const HOME_QUOTES = "/#innovators-title";
const RETENTION = "/privacy#data-retention";

export const EIGHTH_FRESH_QUESTIONS: EvalQuestion[] = [
  // company
  ask(
    "e-company-801",
    "company",
    "so what does kestrel actually do, in one line?",
    [SAID.agents],
    [PAGE.about, PAGE.home, PAGE.solutions],
  ),
  ask(
    "e-company-802",
    "company",
    "when and where did the company start?",
    [FACT.founded, FACT.boston],
    [PAGE.about],
  ),
  ask(
    "e-company-803",
    "company",
    "how old is kestrel and who were its first big customers?",
    [FACT.founded, SAID.firstIndustries],
    [PAGE.about],
  ),
  ask(
    "e-company-804",
    "company",
    "Could you outline the principles that guide your company's work?",
    [SAID.humanCentered, SAID.ethical],
    [PAGE.about],
  ),
  ask(
    "e-company-805",
    "company",
    "is kestrel a properly registered business? what's the full legal name",
    [FACT.legalName],
    ADDRESS_PAGES,
  ),
  ask(
    "e-company-806",
    "company",
    "who started this thing, what kind of people are behind it",
    [SAID.founders],
    [PAGE.about],
  ),
  after(
    [
      [
        "what year were you founded?",
        "Kestrel AI was founded in Boston in 2024. More on [About](/about).",
      ],
    ],
    ask(
      "e-company-807",
      "company",
      "and when did you land your first enterprise clients?",
      [SAID.firstClients],
      [PAGE.about],
    ),
  ),
  after(
    [
      [
        "whats your story",
        "We set out to make AI practical for every business, not only companies with research labs. Read more on [About](/about).",
      ],
    ],
    ask(
      "e-company-808",
      "company",
      "do you only work with big corporations or small firms too?",
      [SAID.startups],
      [PAGE.about, PAGE.home, PAGE.solutions],
    ),
  ),
  ask(
    "e-company-809",
    "company",
    "your company is from usa or from europe?",
    [SAID.country],
    [PAGE.about, ...ADDRESS_PAGES, "/privacy#international-transfers"],
  ),

  // ai-workforce
  ask(
    "e-ai-workforce-801",
    "ai-workforce",
    "our clinic's phone never stops ringing. could your bots take the appointment bookings?",
    [SAID.appointments],
    [PAGE.aiWorkforce, FAQ],
  ),
  ask(
    "e-ai-workforce-802",
    "ai-workforce",
    "which channels do the agents cover, and do they keep going on weekends?",
    [SAID.voice, SAID.roundTheClock],
    [PAGE.aiWorkforce, FAQ],
  ),
  ask(
    "e-ai-workforce-803",
    "ai-workforce",
    "what happens when the bot can't answer one of our customers, does it just give up?",
    [SAID.handoffContext],
    [PAGE.aiWorkforce, FAQ],
  ),
  ask(
    "e-ai-workforce-804",
    "ai-workforce",
    "how accurate r the agents and how fast do they reply",
    [FACT.accuracy, FACT.responseTime],
    [PAGE.aiWorkforce],
  ),
  ask(
    "e-ai-workforce-806",
    "ai-workforce",
    "Half my support team's day goes on where-is-my-parcel questions. Would your agents take that off our plate?",
    [SAID.orders],
    [PAGE.aiWorkforce, FAQ],
  ),
  ask(
    "e-ai-workforce-807",
    "ai-workforce",
    "can the agents actually change things in our systems or do they only chat",
    [SAID.actions],
    [PAGE.aiWorkforce, FAQ],
  ),
  ask(
    "e-ai-workforce-808",
    "ai-workforce",
    "where do the ai agents get their answers from? i don't want them inventing stuff",
    [SAID.grounded],
    [PAGE.aiWorkforce, FAQ],
  ),
  after(
    [
      [
        "what is the 24/7 ai workforce?",
        "AI agents that answer, resolve and follow up around the clock, handling routine requests at any hour. See [24/7 AI Workforce](/solutions#ai-workforce).",
      ],
    ],
    ask(
      "e-ai-workforce-809",
      "ai-workforce",
      "does it pick up phone calls as well?",
      [SAID.voice],
      [PAGE.aiWorkforce, FAQ],
    ),
  ),
  after(
    [
      [
        "can your agents reset passwords for our customers",
        "Yes: resetting access is one of the routine requests they handle, along with order tracking and bookings. See [24/7 AI Workforce](/solutions#ai-workforce).",
      ],
    ],
    ask(
      "e-ai-workforce-810",
      "ai-workforce",
      "and if a customer insists on talking to a human, what then?",
      [SAID.handoffContext],
      [PAGE.aiWorkforce, FAQ],
    ),
  ),

  // no-code
  ask(
    "e-no-code-801",
    "no-code",
    "do i need a developer to use the no code thing",
    [SAID.noDevelopers],
    [PAGE.noCode, FAQ],
  ),
  ask(
    "e-no-code-802",
    "no-code",
    "our dispatchers retype emails into three different systems all day. can that be automated without hiring programmers?",
    [FACT.noCode],
    [PAGE.noCode, PAGE.logistics, FAQ],
  ),
  ask(
    "e-no-code-803",
    "no-code",
    "which tools does the no-code platform plug into? we run salesforce and zendesk",
    [SAID.crm, SAID.helpDesk],
    [PAGE.noCode, FAQ],
  ),
  ask(
    "e-no-code-804",
    "no-code",
    "how much quicker does a team get from idea to a live workflow with it",
    [SAID.threeTimes],
    [PAGE.noCode, PAGE.home],
  ),
  ask(
    "e-no-code-805",
    "no-code",
    "can we try workflows out before they go live, and who signs off on changes?",
    [SAID.safeTesting, SAID.approvals],
    [PAGE.noCode],
  ),
  ask(
    "e-no-code-806",
    "no-code",
    "Is there an option to keep our data within a particular region when using the workflow platform?",
    [SAID.residency],
    [PAGE.noCode],
  ),
  after(
    [
      [
        "what is no-code integration",
        "A visual platform that lets your teams design, test and launch AI workflows in days, connected to the systems you already use. See [No-Code Integration](/solutions#no-code).",
      ],
    ],
    ask(
      "e-no-code-807",
      "no-code",
      "can our own devs still extend it if they want to?",
      [SAID.apis],
      [FAQ],
    ),
  ),
  after(
    [
      [
        "does the no code platform keep audit logs?",
        "Yes: governance is built in, with roles, approvals and audit trails for every change and every run. See [No-Code Integration](/solutions#no-code).",
      ],
    ],
    ask(
      "e-no-code-808",
      "no-code",
      "is it gdpr compliant as well?",
      [FACT.gdpr],
      [PAGE.solutions, FAQ],
    ),
  ),
  after(
    [
      [
        "how accurate is the no-code field extraction",
        "99.9% field extraction on validated templates. See [No-Code Integration](/solutions#no-code).",
      ],
    ],
    ask(
      "e-no-code-809",
      "no-code",
      "and the speed of each step?",
      [FACT.responseTime],
      [PAGE.noCode],
    ),
  ),

  // personalization
  ask(
    "e-personalization-801",
    "personalization",
    "how does your personalisation decide what to show each customer, and does it need their consent for that?",
    [SAID.signals, SAID.consent],
    [PAGE.personalization, FAQ],
  ),
  ask(
    "e-personalization-802",
    "personalization",
    "we sell to customers all over the EU. is the personalised stuff GDPR-safe?",
    [FACT.gdpr],
    [PAGE.personalization, FAQ],
  ),
  ask(
    "e-personalization-803",
    "personalization",
    "engagement lift from tailored journeys?",
    [SAID.engagement],
    [PAGE.personalization, PAGE.home, PAGE.retail],
  ),
  ask(
    "e-personalization-804",
    "personalization",
    "will it use touchy data like health or religion to target people?",
    [SAID.sensitive],
    [PAGE.personalization, FAQ],
  ),
  ask(
    "e-personalization-805",
    "personalization",
    "can we see which customer journeys actually convert and where people drop off",
    [SAID.dashboards],
    [PAGE.personalization],
  ),
  ask(
    "e-personalization-806",
    "personalization",
    "whats hyper personalized experiences in plain english",
    [SAID.adapts],
    [PAGE.personalization, PAGE.home],
  ),
  ask(
    "e-personalization-807",
    "personalization",
    "does the way the assistant talks change from one customer to the next?",
    [SAID.tone],
    [PAGE.personalization],
  ),
  after(
    [
      [
        "tell me about hyper-personalized experiences",
        "Conversations that adjust tone, content and offers to each customer, using the context you hold and the consent they give. See [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
      ],
    ],
    ask(
      "e-personalization-808",
      "personalization",
      "how many parameters per profile can it work with?",
      [FACT.configuration],
      [PAGE.personalization],
    ),
  ),
  after(
    [
      [
        "does the personalisation work in real time",
        "Yes: each reply draws on the customer's history, preferences and current intent, and the next best action is chosen in under 100 ms. See [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
      ],
    ],
    ask(
      "e-personalization-809",
      "personalization",
      "what if a shopper later changes their mind about sharing their data?",
      [SAID.changeMind],
      [PAGE.personalization, FAQ],
    ),
  ),
  ask(
    "e-solutions-802",
    "solutions",
    "We mostly want to make sense of the data we already have. Which of your offerings covers that?",
    [SAID.understandData],
    [PAGE.getStarted, PAGE.caseStudies, PAGE.solutions],
  ),
  ask(
    "e-solutions-803",
    "solutions",
    "honestly no idea which of your products we need, how do we figure it out",
    [SAID.startingPoint],
    [PAGE.getStarted, PAGE.consultation, PAGE.solutions, FAQ],
  ),
  ask(
    "e-solutions-804",
    "solutions",
    "are your solutions gdpr and ccpa compliant",
    [FACT.gdpr, FACT.ccpa],
    [PAGE.solutions, FAQ],
  ),
  ask(
    "e-solutions-805",
    "solutions",
    "can we start small with just one of them and add the rest later?",
    [SAID.addLater],
    [PAGE.solutions, PAGE.about, FAQ],
  ),
  ask(
    "e-solutions-806",
    "solutions",
    "difference between the ai workforce and the no-code integration?",
    [SAID.agents, SAID.visualWorkflows],
    [PAGE.solutions],
  ),
  ask(
    "e-solutions-807",
    "solutions",
    "we're a 5 person startup, is any of this even meant for us",
    [SAID.startups],
    [PAGE.solutions, PAGE.home, PAGE.about, PAGE.getStarted],
  ),
  after(
    [
      [
        "which products have you got",
        "AI agents (the [24/7 AI Workforce](/solutions#ai-workforce)), a [no-code platform](/solutions#no-code) and [personalised conversations](/solutions#adaptive-cx).",
      ],
    ],
    ask(
      "e-solutions-809",
      "solutions",
      "and the last one, what does it do?",
      [SAID.adapts],
      [PAGE.personalization],
    ),
  ),

  // case-studies
  ask(
    "e-case-studies-801",
    "case-studies",
    "results for clinics?",
    [SAID.clinicResult],
    [PAGE.healthcare],
  ),
  ask(
    "e-case-studies-802",
    "case-studies",
    "how long did the trucking company's rollout take and what did it improve?",
    [SAID.sixWeeks, SAID.logisticsResult],
    [PAGE.logistics],
  ),
  ask(
    "e-case-studies-803",
    "case-studies",
    "you did something for a lender right? how much faster did their loan decisions get",
    [SAID.fasterDecisions],
    [PAGE.fintech],
  ),
  ask(
    "e-case-studies-804",
    "case-studies",
    "students flood our help desk every september. have you ever solved that for a college?",
    [SAID.universityResult],
    [PAGE.university],
  ),
  ask(
    "e-case-studies-805",
    "case-studies",
    "how much extra revenue did the e-commerce client make from it",
    [SAID.revenue],
    [PAGE.retail],
  ),
  ask(
    "e-case-studies-806",
    "case-studies",
    "can i get the white paper on the hospital project? how?",
    [SAID.whitePaper, SAID.request],
    [PAGE.whitePaper, PAGE.healthcare],
  ),
  ask(
    "e-case-studies-807",
    "case-studies",
    "what did the COO of the healthcare network say about it?",
    [SAID.cooQuote],
    [PAGE.healthcare],
  ),
  ask(
    "e-case-studies-808",
    "case-studies",
    "did the loan company's default rates go up once the ai was in?",
    [SAID.defaultRates],
    [PAGE.fintech],
  ),
  ask(
    "e-case-studies-809",
    "case-studies",
    "how many clinics did the healthcare client run and how long were callers on hold before?",
    [SAID.elevenClinics, SAID.nineMinutes],
    [PAGE.healthcare],
  ),
  ask(
    "e-case-studies-810",
    "case-studies",
    "which of your case studies is the bank one",
    [SAID.lender],
    [PAGE.fintech],
  ),
  ask(
    "e-case-studies-811",
    "case-studies",
    "show me proof this works for shops",
    [SAID.retailResult],
    [PAGE.retail],
  ),
  ask(
    "e-case-studies-812",
    "case-studies",
    "for the university: how many students, how much did tickets drop, and who is quoted?",
    [SAID.students, SAID.fewerTickets, SAID.dean],
    [PAGE.university],
  ),
  after(
    [
      [
        "what results did the logistics company get?",
        "Shipment exceptions resolved 3.5x faster, 46% fewer inbound status calls, and full production in 6 weeks. See [the logistics case study](/case-studies#mid-sized-logistics-company).",
      ],
    ],
    ask(
      "e-case-studies-813",
      "case-studies",
      "what about for a university?",
      [SAID.universityResult],
      [PAGE.university],
    ),
  ),
  after(
    [
      [
        "tell me about the online retailer case",
        "A national online retailer of home goods used personalised shopping conversations: 40% more engagement, a 23% higher repeat-purchase rate and $1.8M in additional annual revenue. See [the retail case study](/case-studies#national-online-retailer).",
      ],
    ],
    ask(
      "e-case-studies-814",
      "case-studies",
      "how long did it take them to see the repeat purchases go up",
      [SAID.twoQuarters],
      [PAGE.retail],
    ),
  ),
  after(
    [
      [
        "have you worked with any hospitals",
        "Yes: a regional healthcare network with eleven clinics now books appointments in under 2 minutes with a 24/7 AI front desk. See [the healthcare case study](/case-studies#regional-healthcare-network).",
      ],
    ],
    ask(
      "e-case-studies-815",
      "case-studies",
      "did it cut no-shows as well?",
      [SAID.noShows],
      [PAGE.healthcare],
    ),
  ),
  after(
    [
      [
        "any fintech examples",
        "A small-business fintech lender cut the time from complete application to credit decision by 62%. See [the fintech case study](/case-studies#fintech-lender).",
      ],
    ],
    ask(
      "e-case-studies-816",
      "case-studies",
      "who's quoted in it and what did they say",
      [SAID.headOfCredit],
      [PAGE.fintech],
    ),
  ),
  after(
    [
      [
        "how did the university use your AI",
        "A public university with more than 20,000 students gave them one always-available assistant for enrolment, financial aid and IT questions. See [the university case study](/case-studies#university-student-services).",
      ],
    ],
    ask(
      "e-case-studies-817",
      "case-studies",
      "how quickly did students get a first reply?",
      [SAID.firstAnswer],
      [PAGE.university],
    ),
  ),
  after(
    [
      [
        "what was the freight company's problem",
        "Dispatchers re-keyed delay and damage reports from email into several systems by hand, and customers kept calling for updates. See [the logistics case study](/case-studies#mid-sized-logistics-company).",
      ],
      [
        "how fast are exceptions handled now",
        "3.5x faster, from hours to minutes in most cases. See [the logistics case study](/case-studies#mid-sized-logistics-company).",
      ],
    ],
    ask(
      "e-case-studies-818",
      "case-studies",
      "who built those workflows, them or you?",
      [SAID.builtByOps],
      [PAGE.logistics, HOME_QUOTES],
    ),
  ),

  after(
    [
      [
        "how much did the e-commerce client earn from it",
        "$1.8M in additional annual revenue attributed to assisted conversations. See [the retail case study](/case-studies#national-online-retailer).",
      ],
    ],
    ask(
      "e-case-studies-819",
      "case-studies",
      "did their customers come back to buy more often too?",
      [SAID.repeatPurchases],
      [PAGE.retail],
    ),
  ),

  // process
  ask(
    "e-process-801",
    "process",
    "how long does a typical project take from kickoff to go-live",
    [FACT.timeline],
    [FAQ],
  ),
  ask(
    "e-process-802",
    "process",
    "walk me through the steps of working with you guys",
    [SAID.solutionDesign, SAID.optimization],
    [PAGE.home],
  ),
  ask(
    "e-process-803",
    "process",
    "what support do we get once we've launched, and during which hours?",
    [SAID.afterLaunch, FACT.times],
    [FAQ],
  ),
  ask(
    "e-process-804",
    "process",
    "do you switch everything on at once or bit by bit",
    [SAID.inStages],
    [PAGE.home, FAQ],
  ),
  ask(
    "e-process-805",
    "process",
    "how do you make sure the answers stay right after go-live?",
    [SAID.monitoring],
    [FAQ, PAGE.home],
  ),
  after(
    [
      [
        "what are the steps",
        "Four: Consultation, Solution Design, Integration and Optimization. See [how it works](/#how-title).",
      ],
    ],
    ask("e-process-808", "process", "what happens in step 2 exactly", [SAID.useCases], [PAGE.home]),
  ),
  after(
    [
      [
        "what is the get started questionnaire",
        "Three quick questions about your business size, your needs and your timeline that point you to the best next step. Try it on [Get started](/get-started).",
      ],
    ],
    ask(
      "e-process-809",
      "process",
      "what if i choose 'as soon as possible' at the end?",
      [FACT.consultation],
      [PAGE.getStarted, PAGE.consultation],
    ),
  ),

  // pricing
  ask(
    "e-pricing-801",
    "pricing",
    "pricing?",
    [FACT.free],
    [PAGE.consultation, FAQ, PAGE.profile, PAGE.home],
  ),
  ask(
    "e-pricing-802",
    "pricing",
    "is the first call really free or is there a catch",
    [FACT.free, SAID.noObligation],
    [FAQ],
  ),
  ask(
    "e-pricing-803",
    "pricing",
    "do accounts cost money? which plan do i get when i sign up",
    [SAID.freeTier],
    [PAGE.profile],
  ),
  ask(
    "e-pricing-804",
    "pricing",
    "does the consultation cost anything, and what do we walk away with?",
    [FACT.free, SAID.consultationPlan],
    [FAQ, PAGE.consultation],
  ),
  ask(
    "e-pricing-805",
    "pricing",
    "when can i upgrade to a paid plan",
    [SAID.comingSoon],
    [PAGE.profile],
  ),
  ask(
    "e-pricing-806",
    "pricing",
    "Are paid engagements governed by the website terms or by a separate contract?",
    [SAID.separateAgreement],
    ["/terms#scope-and-acceptance"],
  ),
  after(
    [
      [
        "what plan am i on",
        "New accounts are on the Free Tier, shown on your [profile](/profile).",
      ],
    ],
    ask(
      "e-pricing-807",
      "pricing",
      "how many api calls does that include?",
      [SAID.thousandCalls],
      [PAGE.profile],
    ),
  ),
  after(
    [
      [
        "how much is the consultation",
        "It's free, with no obligation. [Schedule it here](/consultation).",
      ],
    ],
    ask(
      "e-pricing-808",
      "pricing",
      "what about an account, is that free too?",
      [SAID.freeTier],
      [PAGE.profile],
    ),
  ),

  // consultation
  ask(
    "e-consultation-801",
    "consultation",
    "how do i book a consultation and how do i know it's confirmed",
    [SAID.wizard, SAID.confirm],
    [PAGE.consultation],
  ),
  ask(
    "e-consultation-802",
    "consultation",
    "what time slots can I choose for the call?",
    [SAID.earliestSlot, SAID.latestSlot],
    [PAGE.consultation],
  ),
  ask(
    "e-consultation-803",
    "consultation",
    "can i do the consult on a saturday",
    [SAID.weekdays],
    [PAGE.consultation],
  ),
  ask(
    "e-consultation-804",
    "consultation",
    "how far ahead can I schedule it?",
    [SAID.fourteenDays],
    [PAGE.consultation],
  ),
  ask(
    "e-consultation-805",
    "consultation",
    "nobody on our staff has touched ai before, is the consultation still for us?",
    [SAID.freshWithAi],
    [PAGE.consultation, FAQ],
  ),
  ask(
    "e-consultation-806",
    "consultation",
    "consulation free?",
    [FACT.free],
    [PAGE.consultation, FAQ, PAGE.home],
  ),
  ask(
    "e-consultation-807",
    "consultation",
    "what happens after I send the booking form? do I get an email about it?",
    [SAID.confirm, SAID.email],
    [PAGE.consultation],
  ),
  ask(
    "e-consultation-808",
    "consultation",
    "my browser blocks scripts and the booking page won't go past step 1. any other way to book?",
    [FACT.email],
    [PAGE.consultation, PAGE.contact],
  ),
  after(
    [
      [
        "how do i book a consultation",
        "Use the three-step wizard on the [consultation page](/consultation): your details, a few AI discovery questions, then the days and times that suit you.",
      ],
    ],
    ask(
      "e-consultation-809",
      "consultation",
      "and where do i click for that on the home page",
      [SAID.bookButton],
      [PAGE.consultation, PAGE.home],
    ),
  ),
  after(
    [
      [
        "what does the free consultation include",
        "A working session with our team, a shortlist of high-value use cases and a proposed plan with expected results. See the [FAQ](/contact#faq-title).",
      ],
    ],
    ask(
      "e-consultation-810",
      "consultation",
      "what if we change our mind afterwards, are we locked into anything?",
      [SAID.noObligation],
      [FAQ],
    ),
  ),
  after(
    [
      [
        "can i choose times for the consultation",
        "Yes: pick days among the next 14 weekdays and the times that suit you on the [consultation page](/consultation).",
      ],
    ],
    ask(
      "e-consultation-811",
      "consultation",
      "what timezone are those in?",
      [FACT.eastern],
      [PAGE.consultation],
    ),
  ),

  // contact
  ask("e-contact-801", "contact", "email + hours?", [FACT.email, FACT.times], [PAGE.contact]),
  ask(
    "e-contact-802",
    "contact",
    "whats your office address, which suite?",
    [FACT.street, FACT.suite],
    ADDRESS_PAGES,
  ),
  ask(
    "e-contact-803",
    "contact",
    "if i drop you a message how long til someone gets back to me",
    [FACT.replyTime],
    [PAGE.contact],
  ),
  ask("e-contact-804", "contact", "phone number?", [FACT.email], [PAGE.contact]),
  ask(
    "e-contact-805",
    "contact",
    "I filled in your form days ago and still nothing. Is there an address I can write to directly?",
    [FACT.email],
    [PAGE.contact],
  ),
  ask(
    "e-contact-807",
    "contact",
    "where's your office, what are your hours, and how fast do you reply?",
    [FACT.street, FACT.times, FACT.replyTime],
    [PAGE.contact],
  ),
  ask(
    "e-contact-808",
    "contact",
    "pls give me your mail adress, i need to send some documents",
    [FACT.email],
    [PAGE.contact, "/privacy#contact-us", "/terms#contact"],
  ),
  after(
    [
      [
        "where is your office",
        "At 100 Summer Street, Suite 1600, Boston, MA 02110. See [Contact](/contact).",
      ],
    ],
    ask("e-contact-809", "contact", "is there a map of it?", [SAID.map], [PAGE.contact]),
  ),
  after(
    [
      [
        "what's your support email",
        "Write to support@kestrel-ai.com, or use the form on the [contact page](/contact).",
      ],
    ],
    ask(
      "e-contact-810",
      "contact",
      "and what hours do they work?",
      [FACT.days, FACT.times],
      [PAGE.contact],
    ),
  ),
  after(
    [
      [
        "how can I reach you",
        "Send a message through the form on the [contact page](/contact) or email support@kestrel-ai.com.",
      ],
    ],
    ask(
      "e-contact-811",
      "contact",
      "whats the zip code for the office? need it for a letter",
      [FACT.zip],
      ADDRESS_PAGES,
    ),
  ),

  // accounts
  ask(
    "e-accounts-801",
    "accounts",
    "i can't get back into my profile, forgot my password",
    [SAID.forgot],
    [PAGE.forgotPassword, PAGE.signIn],
  ),
  ask(
    "e-accounts-802",
    "accounts",
    "can I log in with my google account, and do I still have to verify my email then?",
    [SAID.google, SAID.verified],
    [PAGE.signIn],
  ),
  ask(
    "e-accounts-803",
    "accounts",
    "the confirm-your-email link says it expired. now what",
    [SAID.resend],
    [PAGE.signIn],
  ),
  ask(
    "e-accounts-804",
    "accounts",
    "how long is the password reset link good for",
    [SAID.resetHour],
    [PAGE.forgotPassword, PAGE.signIn],
  ),
  ask(
    "e-accounts-805",
    "accounts",
    "it says 'This account is pending deletion' when I log in. I want my account back!",
    [SAID.recover],
    [PAGE.signIn, ...DELETION_PAGES],
  ),
  ask(
    "e-accounts-806",
    "accounts",
    "how do i make an account here",
    [SAID.createAccount],
    [PAGE.signIn],
  ),
  ask("e-accounts-807", "accounts", "password min length?", [SAID.sixCharacters], [PAGE.signIn]),
  ask(
    "e-accounts-808",
    "accounts",
    "how do I change my password once I'm logged in",
    [SAID.changePassword],
    [PAGE.profile],
  ),
  ask(
    "e-accounts-809",
    "accounts",
    "i always log in through google, can i set a normal password too?",
    [SAID.changePassword],
    [PAGE.profile],
  ),
  ask(
    "e-accounts-810",
    "accounts",
    "it says too many failed attempts. how long am i locked out for??",
    [SAID.lockout],
    [PAGE.signIn],
  ),
  after(
    [
      [
        "how do I reset my password",
        "Choose Forgot Password? in the [sign-in dialog](/?forgotPassword=true), enter your email and we'll send you a reset link.",
      ],
    ],
    ask(
      "e-accounts-811",
      "accounts",
      "what if there's no account under that email?",
      [SAID.noAccount],
      [PAGE.forgotPassword, PAGE.signIn],
    ),
  ),
  after(
    [
      [
        "can i log in with google",
        "Yes: choose Continue with Google in the [sign-in dialog](/sign-in).",
      ],
    ],
    ask(
      "e-accounts-812",
      "accounts",
      "does that also work if I don't have an account yet?",
      [SAID.googleCreates],
      [PAGE.signIn],
    ),
  ),
  after(
    [
      [
        "I deactivated my account, how do I get it back?",
        "Sign in, and when told the account has been deactivated, press Request Account Reactivation; we email you a link. See [Privacy settings](/privacy-settings).",
      ],
    ],
    ask(
      "e-accounts-813",
      "accounts",
      "how long do I have to click that link?",
      [SAID.day],
      [PAGE.signIn, ...DELETION_PAGES],
    ),
  ),

  // account-data
  ask(
    "e-account-data-801",
    "account-data",
    "what's the difference between deactivating and deleting my account?",
    [SAID.reactivate, FACT.grace],
    DELETION_PAGES,
  ),
  ask(
    "e-account-data-802",
    "account-data",
    "if I delete my account by mistake can I undo it, and for how long?",
    [FACT.recoveryLimit],
    DELETION_PAGES,
  ),
  ask(
    "e-account-data-804",
    "account-data",
    "I don't want my chats used to train your AI. can I turn that off?",
    [SAID.aiSetting],
    [PAGE.privacySettings, "/privacy#ai-model-improvement"],
  ),
  ask(
    "e-account-data-805",
    "account-data",
    "is the ai training switch on or off by default, and do I lose any features if I switch it off?",
    [SAID.onByDefault, SAID.keepFeatures],
    ["/privacy#ai-model-improvement", PAGE.privacySettings],
  ),
  ask(
    "e-account-data-806",
    "account-data",
    "where do i find my privacy settings",
    [FACT.privacySettings],
    [PAGE.privacySettings, PAGE.profile],
  ),
  ask(
    "e-account-data-808",
    "account-data",
    "recovery link not working, it says it's past the 24-hour expiry",
    [SAID.requestAgain],
    [PAGE.signIn, ...DELETION_PAGES],
  ),
  after(
    [
      [
        "how do I export my data",
        "Use Request Data Export in your [privacy settings](/privacy-settings); we email you when the file is ready.",
      ],
    ],
    ask(
      "e-account-data-809",
      "account-data",
      "how long is the download link good for?",
      [SAID.day],
      [PAGE.privacySettings, RETENTION],
    ),
  ),
  after(
    [
      [
        "how do I delete my account",
        "Go to your [privacy settings](/privacy-settings), choose Delete Account and confirm. The account is deactivated at once.",
      ],
    ],
    ask(
      "e-account-data-810",
      "account-data",
      "what if I change my mind",
      [FACT.recoveryLimit],
      DELETION_PAGES,
    ),
  ),
  after(
    [
      [
        "what happens when i deactivate my account",
        "It's hidden until you reactivate it through a link we email you. See [Privacy settings](/privacy-settings).",
      ],
    ],
    ask(
      "e-account-data-811",
      "account-data",
      "does it get deleted after a while then?",
      [SAID.reactivate],
      DELETION_PAGES,
    ),
  ),
  after(
    [
      [
        "can I turn off ai model improvement",
        "Yes, switch it off in your [privacy settings](/privacy-settings) at any time.",
      ],
    ],
    ask(
      "e-account-data-812",
      "account-data",
      "does that also apply to chats I already had?",
      [SAID.newConversations],
      ["/privacy#ai-model-improvement"],
    ),
  ),

  // newsletter
  ask(
    "e-newsletter-801",
    "newsletter",
    "how often will your newsletter land in my inbox?",
    [SAID.monthly],
    [PAGE.newsletter, PAGE.home],
  ),
  ask(
    "e-newsletter-802",
    "newsletter",
    "my inbox is full of your mails, how do i make it stop",
    [SAID.unsubscribe],
    [PAGE.unsubscribe, PAGE.newsletter, "/privacy#legal-bases"],
  ),
  ask(
    "e-newsletter-803",
    "newsletter",
    "whats in the newsletter and where do I sign up for it?",
    [SAID.contents, SAID.subscribe],
    [PAGE.newsletter, PAGE.home],
  ),
  ask(
    "e-newsletter-804",
    "newsletter",
    "the unsubscribe link in your email says invalid",
    [SAID.enterEmail],
    [PAGE.unsubscribe],
  ),
  ask(
    "e-newsletter-805",
    "newsletter",
    "newsletter signup",
    [SAID.subscribe],
    [PAGE.newsletter, PAGE.home],
  ),
  ask(
    "e-newsletter-806",
    "newsletter",
    "once i unsubscribe do you still keep my email address?",
    [SAID.optOutRecord],
    [RETENTION],
  ),
  after(
    [
      [
        "do you have a newsletter",
        "Yes: one email a month with client results, practical guides and what's new in AI for business. [Subscribe here](/newsletter).",
      ],
    ],
    ask(
      "e-newsletter-807",
      "newsletter",
      "can I leave whenever I want?",
      [SAID.unsubscribe],
      [PAGE.newsletter, PAGE.unsubscribe, "/privacy#legal-bases", PAGE.home],
    ),
  ),
  after(
    [
      [
        "how do i subscribe to the newsletter",
        "Enter your email in the form at the bottom of any page, or on the [newsletter page](/newsletter).",
      ],
    ],
    ask(
      "e-newsletter-808",
      "newsletter",
      "and how often do you send it?",
      [SAID.monthly],
      [PAGE.newsletter, PAGE.home],
    ),
  ),
  after(
    [
      [
        "how do I unsubscribe",
        "Use the unsubscribe link in any newsletter email; it takes you to our [unsubscribe page](/unsubscribe).",
      ],
    ],
    ask(
      "e-newsletter-809",
      "newsletter",
      "does that link ever expire?",
      [SAID.noExpiry],
      [PAGE.unsubscribe],
    ),
  ),

  // legal
  ask("e-legal-801", "legal", "how long do you hang on to my data", [SAID.retention], [RETENTION]),
  ask(
    "e-legal-802",
    "legal",
    "which state's law applies to your terms, and where would a dispute be heard?",
    [SAID.massachusetts, SAID.court],
    ["/terms#governing-law"],
  ),
  ask(
    "e-legal-803",
    "legal",
    "who else gets to see my data",
    [SAID.processors],
    ["/privacy#sharing-and-processors"],
  ),
  ask(
    "e-legal-804",
    "legal",
    "do you sell my personal information to advertisers?",
    [SAID.noSale],
    ["/privacy#how-we-use-data", "/privacy#your-rights", "/privacy#ai-model-improvement"],
  ),
  ask(
    "e-legal-805",
    "legal",
    "I'm in Germany. Does my data go to the US, and how is it protected when it does?",
    [SAID.clauses],
    ["/privacy#international-transfers"],
  ),
  ask(
    "e-legal-806",
    "legal",
    "can my 14 year old use your chat",
    [SAID.sixteen],
    ["/privacy#children"],
  ),
  ask(
    "e-legal-807",
    "legal",
    "what's your liability cap, and over what period is it counted?",
    [SAID.liabilityCap, SAID.twelveMonths],
    ["/terms#disclaimers-and-liability"],
  ),
  ask(
    "e-legal-808",
    "legal",
    "can I treat the chatbot's answers as legal advice?",
    [SAID.notAdvice],
    ["/terms#ai-output"],
  ),
  ask("e-legal-809", "legal", "cookies?", [SAID.cookies], ["/privacy#data-we-collect"]),
  ask(
    "e-legal-810",
    "legal",
    "how long do you keep contact form messages, spam, and the chats of people without an account?",
    [SAID.formsKept, SAID.spam, SAID.visitorChats],
    [RETENTION],
  ),
  after(
    [
      [
        "what law governs the terms",
        "The laws of the Commonwealth of Massachusetts. See the [Terms of Service](/terms#governing-law).",
      ],
    ],
    ask(
      "e-legal-811",
      "legal",
      "i'm a consumer in france, do i lose my local protections then?",
      [SAID.mandatory],
      ["/terms#governing-law"],
    ),
  ),
  after(
    [
      [
        "what rights do I have over my data",
        "Under the GDPR you can access, correct, erase, restrict and port your data, object, and withdraw consent. See [Your rights](/privacy#your-rights).",
      ],
    ],
    ask(
      "e-legal-812",
      "legal",
      "how long do you take to respond to that?",
      [SAID.oneMonth],
      ["/privacy#your-rights"],
    ),
  ),
  after(
    [
      [
        "who can see my chats",
        "Only service providers that process data for us under written contracts, such as hosting and the AI model providers. See [Sharing and processors](/privacy#sharing-and-processors).",
      ],
    ],
    ask(
      "e-legal-813",
      "legal",
      "and what if there's a data breach?",
      [SAID.notify],
      ["/privacy#security"],
    ),
  ),

  // social
  plain("e-social-801", "social", "hey there 👋"),
  plain("e-social-802", "social", "thx, that was helpful"),
  plain("e-social-804", "social", "ok bye"),
  plain("e-social-805", "social", "am i talking to a bot right now?"),
  plain("e-social-806", "social", "you're actually pretty useful, nice work"),
  plain("e-social-807", "social", "lol ok"),
  after(
    [
      [
        "what are your hours",
        "Monday to Friday, 9:00 AM to 6:00 PM Eastern Time. See [Contact](/contact).",
      ],
    ],
    plain("e-social-809", "social", "great, cheers!"),
  ),
  plain("e-handover-803", "handover", "this bot is useless, get me a real person"),
  plain("e-handover-804", "handover", "Is there an account manager I could speak with directly?"),
  plain("e-handover-805", "handover", "connect me to support staff"),
  plain("e-handover-806", "handover", "please i want speak with human agent, not the machine"),
  plain("e-handover-807", "handover", "could one of your engineers go over our setup with me?"),
  after(
    [
      [
        "how long does a project take",
        "Most clients launch a first use case within four to eight weeks. See the [FAQ](/contact#faq-title).",
      ],
    ],
    plain(
      "e-handover-808",
      "handover",
      "ok, I'd rather go through our specific case with one of your people",
    ),
  ),
  plain("e-off-topic-804", "off-topic", "give me a recipe for banana bread"),
  plain("e-off-topic-805", "off-topic", "should I buy nvidia stock right now"),
  plain("e-off-topic-806", "off-topic", "write a short poem about my cat"),
  plain("e-off-topic-807", "off-topic", "what's 15% of 240"),
  after(
    [
      [
        "what does the no-code platform connect to",
        "CRMs, help desks, e-commerce platforms, spreadsheets and databases, through prebuilt connectors. See [No-Code Integration](/solutions#no-code).",
      ],
    ],
    plain("e-off-topic-808", "off-topic", "btw can you recommend a good laptop for work?"),
  ),
];
