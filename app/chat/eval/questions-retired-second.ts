/**
 * The second held-out part of the chat evaluation, retired into the tuning part. Written from the
 * site's visible content alone, apart from everything the assistant was tuned on, it scored 79.7%
 * when it was retired (docs/benchmarks/chat-quality.md of that day lists its misses); a third
 * held-out part, written apart from all of these, took its place before any of them was tuned on.
 */
import { ADDRESS_PAGES, DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

/** Pages that give the support email address. */
const EMAIL_PAGES = [
  PAGE.contact,
  "/privacy#who-we-are",
  "/privacy#your-rights",
  "/privacy#children",
  "/privacy#contact-us",
  "/terms#accounts",
  "/terms#contact",
];

/** "We don't publish prices; it's scoped to you." */
const PRICE_SCOPED =
  /price list|scoped|depends on|tailored|no (fixed|set|standard|published) pric|(don't|do not) publish/i;

export const SECOND_RETIRED_QUESTIONS: EvalQuestion[] = [
  // ── company (11) ──────────────────────────────────────────────────────────────────────────
  {
    id: "r-company-51",
    topic: "company",
    question: "Where is Kestrel based, and what's the name of the legal entity?",
    facts: [FACT.boston, FACT.legalName],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "r-company-52",
    topic: "company",
    question: "when did u get ur first enterprise customers and in which industries",
    facts: [/2025/, /health ?care/i, /retail/i, /logistics/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "r-company-53",
    topic: "company",
    question: "What values guide the way your company works?",
    facts: [/Human[- ]Cent(er|r)ed/i, /Continuous Innovation/i, /Results[- ]Driven/i, /Ethical/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "r-company-55",
    topic: "company",
    question: "whats the mission here, why does kestrel exist",
    facts: [/practical/i],
    links: [PAGE.about],
    expect: "answer",
  },
  {
    id: "r-company-60",
    topic: "company",
    question: "since when?",
    facts: [FACT.founded],
    links: [PAGE.about],
    expect: "answer",
    history: [
      { role: "user", content: "Where are you guys located?" },
      {
        role: "assistant",
        content:
          "We're based in Boston, MA, and work with startups and enterprises alike. Read more on [About](/about#story-title).",
      },
    ],
  },
  {
    id: "r-company-61",
    topic: "company",
    question: "AI changes every month. How do you keep up without making us rebuild everything?",
    facts: [/proven/i],
    links: [PAGE.about],
    expect: "answer",
  },

  // ── ai-workforce (10) ─────────────────────────────────────────────────────────────────────
  {
    id: "r-ai-workforce-51",
    topic: "ai-workforce",
    question: "would your bots still answer my customers at 3am on a sunday or on christmas?",
    facts: [/24\/7|around the clock|day and night|any hour|weekends|holidays|always[- ]on/i],
    links: [PAGE.aiWorkforce, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-ai-workforce-52",
    topic: "ai-workforce",
    question: "What sort of customer requests can the AI agents take care of?",
    facts: [/track(ing)? orders?|orders?/i, /appointments?|booking/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-ai-workforce-56",
    topic: "ai-workforce",
    question: "By how much do AI agents typically cut the number of support tickets?",
    facts: [/50\s?%|half/i],
    links: [PAGE.aiWorkforce, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-ai-workforce-58",
    topic: "ai-workforce",
    question:
      "I'm worried a bot will just make up answers about our return policy. Where do its answers come from?",
    facts: [/knowledge base|(your|own) documents|grounded|policies/i],
    links: [PAGE.aiWorkforce, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-ai-workforce-59",
    topic: "ai-workforce",
    question: "Which data-protection regulations does the AI workforce comply with?",
    facts: [FACT.gdpr, FACT.ccpa],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "r-ai-workforce-60",
    topic: "ai-workforce",
    question: "and when it can't solve something? does the customer have to explain it all again",
    facts: [/summary/i, /history|next step/i],
    links: [PAGE.aiWorkforce],
    expect: "answer",
    history: [
      { role: "user", content: "tell me about your AI agents" },
      {
        role: "assistant",
        content:
          "Our 24/7 AI Workforce handles routine customer and internal requests at any hour: answering product and policy questions, tracking orders, booking appointments. Read more on [24/7 AI Workforce](/solutions#ai-workforce).",
      },
    ],
  },

  // ── no-code (8) ───────────────────────────────────────────────────────────────────────────
  {
    id: "r-no-code-52",
    topic: "no-code",
    question: "What tools does the no-code platform plug into? We use a CRM and a help desk.",
    facts: [/CRM/i, /help ?desk/i],
    links: [PAGE.noCode, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-no-code-54",
    topic: "no-code",
    question: "how many settings can be adjusted w/o coding",
    facts: [FACT.configuration],
    links: [PAGE.noCode],
    expect: "answer",
  },
  {
    id: "r-no-code-56",
    topic: "no-code",
    question:
      "Please describe the governance controls of your no-code platform (role management, approval processes and auditability).",
    facts: [/roles?/i, /approvals?/i, /audit/i],
    links: [PAGE.noCode],
    expect: "answer",
  },
  {
    id: "r-no-code-58",
    topic: "no-code",
    question: "what if ours is some custom in-house system nobody's heard of",
    facts: [/\bAPIs?\b/i],
    links: [PAGE.faq, PAGE.noCode],
    expect: "answer",
    history: [
      { role: "user", content: "Which systems do you integrate with?" },
      {
        role: "assistant",
        content:
          "CRMs, help desks, e-commerce platforms, scheduling tools, data warehouses, spreadsheets and messaging channels. Read more on [Contact](/contact#faq-title).",
      },
    ],
  },

  // ── personalization (8) ───────────────────────────────────────────────────────────────────
  {
    id: "r-personalization-51",
    topic: "personalization",
    question: "what does the hyper personalised thing actually change in a conversation?",
    facts: [/tone/i, /offers?|content|recommendations?/i],
    links: [PAGE.personalization],
    expect: "answer",
  },
  {
    id: "r-personalization-53",
    topic: "personalization",
    question: "what customer info does your personalisation engine look at",
    facts: [/purchase history|order history|history/i, /preferences/i],
    links: [PAGE.personalization],
    expect: "answer",
  },
  {
    id: "r-personalization-54",
    topic: "personalization",
    question:
      "We handle health data. Would the personalization use sensitive stuff like that by default?",
    facts: [/sensitive/i, /exclud/i],
    links: [PAGE.personalization, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-personalization-55",
    topic: "personalization",
    question: "Can our customers refuse to have their data used for tailoring?",
    facts: [/consent|agreed to share|change their mind|control/i],
    links: [PAGE.personalization, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-personalization-58",
    topic: "personalization",
    question: "ok and how fast does it pick what to show next?",
    facts: [FACT.responseTime],
    links: [PAGE.solutions],
    expect: "answer",
    history: [
      { role: "user", content: "what are hyper-personalized experiences?" },
      {
        role: "assistant",
        content:
          "Conversational experiences that adjust tone, content and offers to each customer, using the context you hold and the consent they give. Read more on [Hyper-Personalized Experiences](/solutions#adaptive-cx).",
      },
    ],
  },

  // ── solutions (8) ─────────────────────────────────────────────────────────────────────────
  {
    id: "r-solutions-52",
    topic: "solutions",
    question:
      "Our customers complain we're slow to reply, especially at night. Which of your offerings fits that?",
    facts: [FACT.aiWorkforce],
    links: [PAGE.solutions, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-solutions-53",
    topic: "solutions",
    question: "are your products gdpr compliant",
    facts: [FACT.gdpr],
    links: [PAGE.solutions, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-solutions-54",
    topic: "solutions",
    question: "is there a quiz or something to help me figure out where to start?",
    facts: [/get[- ]started|starting point|questionnaire|three questions|3 questions/i],
    links: [PAGE.getStarted, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-solutions-55",
    topic: "solutions",
    question: "What headline results does each of your three solutions deliver?",
    facts: [/50\s?%/, /3\s?x|three times|3 times/i, /40\s?%/],
    links: [PAGE.solutions, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-solutions-56",
    topic: "solutions",
    question:
      "What response time and accuracy can we expect across your solutions, and are they CCPA compliant?",
    facts: [FACT.responseTime, FACT.accuracy, FACT.ccpa],
    links: [PAGE.solutions],
    expect: "answer",
  },
  {
    id: "r-solutions-57",
    topic: "solutions",
    question:
      "I run a hotel. How would you decide which of your products suits a business like mine?",
    facts: [FACT.consultation, FACT.free],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-solutions-58",
    topic: "solutions",
    question: "which product is for marketing ppl who cant code",
    facts: [FACT.noCode],
    links: [PAGE.solutions, PAGE.home],
    expect: "answer",
  },

  // ── case-studies (12) ─────────────────────────────────────────────────────────────────────
  {
    id: "r-case-studies-52",
    topic: "case-studies",
    question: "how long did booking an appointment take at that clinic network before vs after?",
    facts: [/(<|&lt;|under|less than|below|within)\s*(2|two)\s*min/i, /(nine|9)\s*min/i],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "r-case-studies-53",
    topic: "case-studies",
    question: "noshow reduction for the healthcare client?",
    facts: [/31\s?%/],
    links: [PAGE.healthcare],
    expect: "answer",
  },
  {
    id: "r-case-studies-54",
    topic: "case-studies",
    question: "What did the home goods online store gain in repeat purchases and revenue?",
    facts: [/23\s?%/, /1\.8\s?(M\b|million)/i],
    links: [PAGE.retail],
    expect: "answer",
  },
  {
    id: "r-case-studies-56",
    topic: "case-studies",
    question: "How much faster were shipment exceptions resolved for the logistics client?",
    facts: [/3\.5\s?(x|times)/i],
    links: [PAGE.logistics],
    expect: "answer",
  },
  {
    id: "r-case-studies-57",
    topic: "case-studies",
    question:
      "we're a small-business lender. has AI made loan decisions faster for anyone? a human has to sign off tho",
    facts: [/62\s?%/, /underwriters?/i],
    links: [PAGE.fintech],
    expect: "answer",
  },
  {
    id: "r-case-studies-58",
    topic: "case-studies",
    question: "how many students does the university in your case study have?",
    facts: [/20,?000|20 ?k\b|twenty thousand/i],
    links: [PAGE.university],
    expect: "answer",
  },
  {
    id: "r-case-studies-59",
    topic: "case-studies",
    question: "Is there a white paper or something longer I could read?",
    facts: [/Safe automation at the front desk|health ?care|front desk/i],
    links: [PAGE.healthcare, PAGE.whitePaper],
    expect: "answer",
  },
  {
    id: "r-case-studies-60",
    topic: "case-studies",
    question: "nice. and how long did that take?",
    facts: [/\b(6|six)[- ]weeks?\b/i],
    links: [PAGE.logistics],
    expect: "answer",
    history: [
      { role: "user", content: "Have you worked with any logistics companies?" },
      {
        role: "assistant",
        content:
          "Yes: a mid-sized logistics company moving freight across the Northeast used our no-code platform to automate exception handling and customer updates. Read more on [Case Studies](/case-studies#mid-sized-logistics-company).",
      },
    ],
  },
  {
    id: "r-case-studies-62",
    topic: "case-studies",
    question: "Which industries are your client stories from?",
    facts: [
      /health ?care/i,
      /retail|e-?commerce/i,
      /logistics|transportation/i,
      /financ|fintech|lend/i,
      /universit|education/i,
    ],
    links: [PAGE.caseStudies],
    expect: "answer",
  },

  // ── process (9) ───────────────────────────────────────────────────────────────────────────
  {
    id: "r-process-52",
    topic: "process",
    question: "What are the stages of working with you, from first call onwards?",
    facts: [/Solution Design|design/i, /Integration/i, /Optimi[sz]ation/i],
    links: [PAGE.home],
    expect: "answer",
  },
  {
    id: "r-process-54",
    topic: "process",
    question: "how would we know the AI is actually paying off for us",
    facts: [/goals?/i, /week/i],
    links: [PAGE.about, PAGE.home, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-process-55",
    topic: "process",
    question: "What do you do to stop the AI giving customers wrong answers?",
    facts: [/grounded|(your|own) documents/i, /test/i],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-process-57",
    topic: "process",
    question: "How long does a project usually take, and what happens after go-live?",
    facts: [FACT.timeline, /named contact|weekly optimi[sz]ation|monitoring/i],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-pricing-51",
    topic: "pricing",
    question: "how much does it cost",
    facts: [PRICE_SCOPED, FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-pricing-52",
    topic: "pricing",
    question: "rates?",
    facts: [FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-pricing-53",
    topic: "pricing",
    question:
      "For budgeting purposes, could you provide your standard price sheet for the next fiscal year?",
    facts: [PRICE_SCOPED, FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-pricing-56",
    topic: "pricing",
    question: "is the consultation really free or is it a sales trick lol",
    facts: [FACT.free, /no obligation|obligation/i],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-pricing-57",
    topic: "pricing",
    question: "do I pay anything for the account plan i'm on right now?",
    facts: [/Free Tier|free/i],
    links: [PAGE.profile, PAGE.signIn],
    expect: "answer",
  },

  // ── consultation (10) ─────────────────────────────────────────────────────────────────────
  {
    id: "r-consultation-51",
    topic: "consultation",
    question: "I want make appointment with your expert for talk about AI, how I do this?",
    facts: [FACT.consultation],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-consultation-58",
    topic: "consultation",
    question: "Submitted the consultation request. What happens now?",
    facts: [/confirm/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-consultation-60",
    topic: "consultation",
    question: "is the consultation free, and which days of the week can I choose?",
    facts: [FACT.free, /weekdays?|Monday (to|through|-|–) Friday/i],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },

  // ── contact (10) ──────────────────────────────────────────────────────────────────────────
  {
    id: "r-contact-52",
    topic: "contact",
    question: "whats ur email",
    facts: [FACT.email],
    links: EMAIL_PAGES,
    expect: "answer",
  },
  {
    id: "r-contact-53",
    topic: "contact",
    question: "What is your full mailing address?",
    facts: [FACT.street, FACT.suite, FACT.zip],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "r-contact-54",
    topic: "contact",
    question: "If I send a message through the form, how soon will somebody answer?",
    facts: [FACT.replyTime],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "r-contact-55",
    topic: "contact",
    question: "zip code of your office? need it for a courier",
    facts: [FACT.zip],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "r-contact-59",
    topic: "contact",
    question: "Can I drop by your office? Which street is it on exactly?",
    facts: [FACT.street],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "r-contact-60",
    topic: "contact",
    question: "and when do u actually read it? im in sydney",
    facts: [FACT.days, FACT.times, FACT.eastern],
    links: [PAGE.contact],
    expect: "answer",
    history: [
      { role: "user", content: "What's your email?" },
      {
        role: "assistant",
        content:
          "You can email us at support@kestrel-ai.com or use the form on the contact page. Read more on [Contact](/contact#contact-info-title).",
      },
    ],
  },

  // ── accounts (11) ─────────────────────────────────────────────────────────────────────────
  {
    id: "r-accounts-52",
    topic: "accounts",
    question: "I forgot my password. How do I reset it, and how long is the reset link valid?",
    facts: [/reset/i, /\b(1|one)[- ]hour\b|60 minutes/i],
    links: [PAGE.forgotPassword, PAGE.signIn],
    expect: "answer",
  },
  {
    id: "r-accounts-53",
    topic: "accounts",
    question: "min password length?",
    facts: [/\b(6|six)\b/i],
    links: [PAGE.signIn, PAGE.forgotPassword, PAGE.profile],
    expect: "answer",
  },
  {
    id: "r-accounts-56",
    topic: "accounts",
    question: "ugh signed up an hour ago and STILL no verification email. where is it??",
    facts: [/resend/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "r-accounts-58",
    topic: "accounts",
    question: "I want to pause my account for a while without losing anything. Possible?",
    facts: [FACT.privacySettings, /deactivat/i],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "r-accounts-60",
    topic: "accounts",
    question: "Can my colleague and I share one login?",
    facts: [/one person|not share|don't share|do not share/i],
    links: ["/terms#accounts"],
    expect: "answer",
  },
  {
    id: "r-accounts-61",
    topic: "accounts",
    question: "it keeps telling me to sign in again, why?",
    facts: [/\b(10|ten)[- ]minutes?\b/i],
    links: [PAGE.profile],
    expect: "answer",
    history: [
      { role: "user", content: "how do I change my password?" },
      {
        role: "assistant",
        content:
          "While signed in, open your profile and choose Change Password under Account Settings. Read more on [Profile](/profile).",
      },
    ],
  },

  // ── account-data (10) ─────────────────────────────────────────────────────────────────────
  {
    id: "r-account-data-57",
    topic: "account-data",
    question: "Is the model-training setting switched on or off for a new account?",
    facts: [/on by default|default(s)? (to|is) on|\bon\b[^.]*\bdefault|default[^.]*\bon\b/i],
    links: [PAGE.privacySettings, "/privacy#ai-model-improvement"],
    expect: "answer",
  },
  {
    id: "r-account-data-58",
    topic: "account-data",
    question:
      "If I delete my account, when is it closed for good, and when is my personal data actually erased?",
    facts: [FACT.grace, FACT.recoveryLimit],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "r-account-data-60",
    topic: "account-data",
    question: "how long till the email shows up?",
    facts: [/(about|within|around|roughly|under)\s+(a|one|1)\s+minute/i],
    links: [PAGE.privacySettings],
    expect: "answer",
    history: [
      { role: "user", content: "How do I export my data?" },
      {
        role: "assistant",
        content:
          "Sign in, open your privacy settings and press Request Data Export; we email you a download link. Read more on [Privacy settings](/privacy-settings).",
      },
    ],
  },

  // ── newsletter (7) ────────────────────────────────────────────────────────────────────────
  {
    id: "r-newsletter-51",
    topic: "newsletter",
    question: "How often does the newsletter come out, and can I cancel any time?",
    facts: [/month/i, /any ?time/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "r-newsletter-56",
    topic: "newsletter",
    question: "Where do I sign up for the newsletter? I can't find the form.",
    facts: [/footer|newsletter page/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "r-legal-52",
    topic: "legal",
    question: "liability cap in your ToS?",
    facts: [/100 (US )?dollars|\$\s?100|USD\s?100|100\s?USD/i, /\b(12|twelve) months\b/i],
    links: ["/terms#disclaimers-and-liability"],
    expect: "answer",
  },
  {
    id: "r-legal-54",
    topic: "legal",
    question: "do you use tracking or ad cookies? I didn't see a cookie banner",
    facts: [/essential/i],
    links: ["/privacy#data-we-collect"],
    expect: "answer",
  },
  {
    id: "r-legal-57",
    topic: "legal",
    question: "is there a minimum age to use your services? my kid wants to try the chat",
    facts: [/\b16\b|sixteen/i],
    links: ["/privacy#children"],
    expect: "answer",
  },
  {
    id: "r-legal-58",
    topic: "legal",
    question:
      "On behalf of our DPO: which transfer mechanism do you rely on when personal data leaves the EEA?",
    facts: [/Standard Contractual Clauses|\bSCCs?\b/i],
    links: ["/privacy#international-transfers"],
    expect: "answer",
  },
  {
    id: "r-legal-60",
    topic: "legal",
    question: "how long do you have to respond?",
    facts: [/\b(one|1|a)[- ]month\b/i],
    links: ["/privacy#your-rights"],
    expect: "answer",
    history: [
      { role: "user", content: "Do you handle GDPR data access requests?" },
      {
        role: "assistant",
        content:
          "Yes. If the GDPR or the UK GDPR applies to you, you have the right to access your data, correct it and have it erased. Read more on [Privacy Policy](/privacy#your-rights).",
      },
    ],
  },

  // ── social (8) ────────────────────────────────────────────────────────────────────────────
  {
    id: "r-social-56",
    topic: "social",
    question: "you've been really helpful, cheers",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-57",
    topic: "social",
    question: "ok got it",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-58",
    topic: "social",
    question: "that's all for now, bye!",
    facts: [],
    links: [],
    expect: "social",
  },

  // ── handover (6) ──────────────────────────────────────────────────────────────────────────
  {
    id: "r-handover-54",
    topic: "handover",
    question:
      "Could a member of your staff contact me regarding an enterprise deployment for our group?",
    facts: [],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-55",
    topic: "handover",
    question: "pls connect me w a support agent",
    facts: [],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-56",
    topic: "handover",
    question: "I want speak with employee of company, not with machine",
    facts: [],
    links: [],
    expect: "handover",
  },

  // ── off-topic (5) ─────────────────────────────────────────────────────────────────────────
  {
    id: "r-off-topic-52",
    topic: "off-topic",
    question: "write me a python function that reverses a string",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-54",
    topic: "off-topic",
    question: "Do you have a good recipe for banana bread?",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-55",
    topic: "off-topic",
    question: "can u help me with my calculus homework, derivative of x^2 sin x",
    facts: [],
    links: [],
    expect: "redirect",
  },
  // ── newsletter, second batch (8) ─────────────────────────────────────────────────────────
  {
    id: "r-newsletter-81",
    topic: "newsletter",
    question:
      "Got a 'Welcome to the Kestrel AI newsletter' mail this morning but I think a colleague typed my address in by mistake. How do I get myself off that list?",
    facts: [/unsubscribe link|link to unsubscribe|unsubscribe button|one[- ]click/i],
    links: [PAGE.unsubscribe, "/privacy#legal-bases"],
    expect: "answer",
  },
  {
    id: "r-newsletter-82",
    topic: "newsletter",
    question:
      "Thinking of putting our whole marketing team on your newsletter. How often does it actually go out, and does each of them need a Kestrel account first?",
    facts: [
      /\b(one|1) (email|e-mail|issue|mail) a month|once a month|monthly|every month|a month/i,
      /no account|without an account|(don't|do not|doesn't|does not) need an account|account is not (needed|required)/i,
    ],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "r-newsletter-83",
    topic: "newsletter",
    question:
      "clicked the unsub link in some ancient email of yours and the page just says subscription not found?? so am i still on it or what",
    facts: [
      /enter (your|the|an) (email|e-mail|address)|email address in the form|type (in )?your email/i,
    ],
    links: [PAGE.unsubscribe],
    expect: "answer",
  },
  {
    id: "r-newsletter-84",
    topic: "newsletter",
    question:
      "Before I give you my email: is the newsletter just thinly disguised sales pitches, or is there something in it I'd actually read?",
    facts: [/client results/i, /guides?/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "r-newsletter-85",
    topic: "newsletter",
    question: "nice. do I get some kind of confirmation straight away so I know it worked?",
    facts: [/welcome (email|e-mail|mail|message)|Thanks for subscribing/i],
    links: [PAGE.newsletter],
    expect: "answer",
    history: [
      { role: "user", content: "Is there a mailing list I can join for your AI updates?" },
      {
        role: "assistant",
        content:
          "Yes. Enter your email address in the newsletter form in the footer of any page, or on the [newsletter page](/newsletter), and press **Subscribe**. No account is needed.",
      },
    ],
  },
  {
    id: "r-newsletter-86",
    topic: "newsletter",
    question:
      "Once I've unsubscribed, do you still hang on to my email address somewhere, and if so for how long?",
    facts: [/24 months|two years|2 years/i],
    links: ["/privacy#data-retention"],
    expect: "answer",
  },
  {
    id: "r-newsletter-87",
    topic: "newsletter",
    question:
      "I want stop receive your newsletter mails. My mail program show some unsubscribe button on top of the mail, is ok to use this one?",
    facts: [/one[- ]click|single click/i],
    links: [PAGE.unsubscribe],
    expect: "answer",
  },
  {
    id: "r-newsletter-88",
    topic: "newsletter",
    question:
      "On what legal basis are you emailing me the newsletter: legitimate interest, or my consent?",
    facts: [/consent/i],
    links: ["/privacy#legal-bases"],
    expect: "answer",
  },
  // ── account-data, second batch (6) ───────────────────────────────────────────────────────
  {
    id: "r-account-data-81",
    topic: "account-data",
    question: "what format is that file in? will excel even open it",
    facts: [/JSON/i],
    links: [PAGE.privacySettings],
    expect: "answer",
    history: [
      { role: "user", content: "How do I get a copy of everything you hold about me?" },
      {
        role: "assistant",
        content:
          "Press **Request Data Export** in your [privacy settings](/privacy-settings). Within about a minute we email you a download link.",
      },
    ],
  },
  {
    id: "r-account-data-82",
    topic: "account-data",
    question:
      "Requested my data export yesterday morning, only got round to clicking the email link after lunch today and it won't download. Did I break something?",
    facts: [/24[- ]?(hours?|h)\b|twenty[- ]four hours/i],
    links: [PAGE.privacySettings, "/privacy#data-retention"],
    expect: "answer",
  },
  {
    id: "r-account-data-83",
    topic: "account-data",
    question:
      "As data protection officer for a client of yours: when our staff chat with the assistant on your website without logging in, how long are those transcripts retained?",
    facts: [/90 days|ninety days/i],
    links: ["/privacy#data-retention"],
    expect: "answer",
  },
  {
    id: "r-account-data-84",
    topic: "account-data",
    question:
      "my boss is paranoid about our chats with your assistant ending up in some model training set. can I switch that off on my account?",
    facts: [FACT.aiModelImprovement, FACT.privacySettings],
    links: [PAGE.privacySettings, "/privacy#ai-model-improvement"],
    expect: "answer",
  },
  {
    id: "r-account-data-85",
    topic: "account-data",
    question:
      "If I hit delete on my account today, is my personal info wiped on the spot or is there some delay before it's really gone? Exact numbers please.",
    facts: [FACT.grace, FACT.recoveryLimit],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "r-account-data-86",
    topic: "account-data",
    question:
      "Ugh, I think I pressed Deactivate instead of Change Password on my account. Is all my stuff gone now?",
    facts: [/nothing is deleted|not deleted|nothing (is |gets )?(lost|erased|removed)|reactivat/i],
    links: [PAGE.privacySettings, PAGE.signIn, "/privacy#data-retention", "/terms#accounts"],
    expect: "answer",
  },
  // ── consultation, second batch (6) ───────────────────────────────────────────────────────
  {
    id: "r-consultation-81",
    topic: "consultation",
    question:
      "We're a 12-person dental practice in Ohio. If I book this consultation thing, am I on the hook for anything afterwards?",
    facts: [/no obligation|without obligation|no commitment|not committed|no strings/i],
    links: [PAGE.consultation, PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-consultation-82",
    topic: "consultation",
    question: "which time slots can i actually pick on a day?",
    facts: [/\b0?9(:00)?\s?(AM|a\.m\.)/i, /\b0?4(:00)?\s?(PM|p\.m\.)/i, FACT.eastern],
    links: [PAGE.consultation],
    expect: "answer",
    history: [
      { role: "user", content: "How do I set up a call with your team about our project?" },
      {
        role: "assistant",
        content:
          "Book a free consultation on the [consultation page](/consultation). It takes three short steps: Details, AI Discovery and Schedule.",
      },
    ],
  },
  {
    id: "r-consultation-83",
    topic: "consultation",
    question:
      "I'm travelling for the next three weeks. How far ahead does your booking calendar let me schedule the call?",
    facts: [/\b14\b|fourteen/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-consultation-84",
    topic: "consultation",
    question:
      "Any chance of doing the consultation on a Saturday morning? Weekdays I'm stuck behind the counter at the shop.",
    facts: [/weekdays?|weekends? (are )?(skipped|not)|Monday (to|through|-|–) Friday/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-consultation-85",
    topic: "consultation",
    question:
      "Concretely, what do I walk away with at the end of the consultation session? Trying to justify the hour to my director.",
    facts: [/shortlist/i, /plan/i],
    links: [PAGE.faq, PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-consultation-86",
    topic: "consultation",
    question:
      "Do I have to nail down exact dates in your booking form, or can you lot just suggest a time that works?",
    facts: [/propose|not required|optional|(don't|do not) (have|need) to/i],
    links: [PAGE.consultation],
    expect: "answer",
  },
  // ── handover, second batch (5) ───────────────────────────────────────────────────────────
  {
    id: "r-handover-81",
    topic: "handover",
    question:
      "Your answers are fine, but I have a procurement question only an actual sales rep can handle. Can you get one of them to email me?",
    facts: [],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-82",
    topic: "handover",
    question: "pls no more robot. human. now.",
    facts: [],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-83",
    topic: "handover",
    question:
      "I'd rather go through our hospital's compliance requirements with one of your engineers directly than with a chatbot. Can that happen, and how soon would they get back to me?",
    facts: [FACT.replyTime],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-84",
    topic: "handover",
    question:
      "sorry my english is not so good for chatting, can you connect me with somebody from your company who can write me back?",
    facts: [],
    links: [],
    expect: "handover",
  },
  {
    id: "r-handover-85",
    topic: "handover",
    question:
      "That's the third time you've misunderstood me. Put me through to someone who actually works there.",
    facts: [],
    links: [],
    expect: "handover",
  },
  // ── off-topic, second batch (5) ──────────────────────────────────────────────────────────
  {
    id: "r-off-topic-81",
    topic: "off-topic",
    question:
      "can you fix this python error for me real quick: TypeError: 'NoneType' object is not subscriptable",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-82",
    topic: "off-topic",
    question: "what's a decent substitute for buttermilk in pancakes, I'm out of it",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-83",
    topic: "off-topic",
    question: "You're in Boston, right? Who won the Celtics game last night?",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-84",
    topic: "off-topic",
    question: "translate 'quarterly revenue forecast' into Japanese please",
    facts: [],
    links: [],
    expect: "redirect",
  },
  {
    id: "r-off-topic-85",
    topic: "off-topic",
    question: "Cheapest way to fly from Logan to Lisbon in May, any tips?",
    facts: [],
    links: [],
    expect: "redirect",
  },
  // ── social, second batch (5) ─────────────────────────────────────────────────────────────
  {
    id: "r-social-81",
    topic: "social",
    question: "legend, sorted in two minutes flat, ta very much",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-82",
    topic: "social",
    question: "morning from rainy Lisbon ☕ just poking around",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-83",
    topic: "social",
    question: "haha ok you're honestly sharper than the bot on my bank's website",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-84",
    topic: "social",
    question: "alright, gotta jump into a meeting, catch you later",
    facts: [],
    links: [],
    expect: "social",
  },
  {
    id: "r-social-85",
    topic: "social",
    question:
      "Quick one before I carry on: is there an actual person typing these replies, or is it some program? Just curious.",
    facts: [],
    links: [],
    expect: "social",
  },
  // ── contact, second batch (5) ────────────────────────────────────────────────────────────
  {
    id: "r-contact-81",
    topic: "contact",
    question:
      "Is anybody there to answer on Saturdays, and which address should I email if I end up writing over the weekend?",
    facts: [FACT.days, FACT.email],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "r-contact-82",
    topic: "contact",
    question:
      "I'm in Los Angeles. What time does your support team knock off for the day? Your time zone is fine, I'll do the maths.",
    facts: [/\b6(:00)?\s?(PM|p\.m\.)/i, FACT.eastern],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "r-contact-83",
    topic: "contact",
    question:
      "Need to courier over a signed NDA. Full street address including the suite number, please.",
    facts: [FACT.street, FACT.suite, FACT.zip],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "r-contact-84",
    topic: "contact",
    question:
      "Sent something through your web form on Tuesday and still crickets. What's your usual turnaround on those?",
    facts: [FACT.replyTime],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "r-contact-85",
    topic: "contact",
    question:
      "how many characters fit in the message box of the contact form? I've got a long brief to paste in",
    facts: [/5,?000/],
    links: [PAGE.contact],
    expect: "answer",
  },
  // ── accounts, second batch (5) ───────────────────────────────────────────────────────────
  {
    id: "r-accounts-81",
    topic: "accounts",
    question:
      "Setting up a login for our intern: what's the minimum password length, and does she have to confirm her email before she can get in?",
    facts: [/\b6\b|\bsix\b/i, /verif|confirm/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "r-accounts-83",
    topic: "accounts",
    question:
      "Trying to change my password on the profile page and it keeps telling me to sign in again, even though I'm clearly logged in. Why?",
    facts: [/10 minutes|ten minutes/i],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "r-accounts-84",
    topic: "accounts",
    question:
      "I've only ever got in with the Google button. Can I still give my account an ordinary password as a backup?",
    facts: [/Change Password|set a password/i],
    links: [PAGE.profile, PAGE.signIn],
    expect: "answer",
  },
  {
    id: "r-accounts-85",
    topic: "accounts",
    question:
      "The verification mail from Kestrel must have been eaten by our spam filter, and that was two days ago. Am I stuck?",
    facts: [/resend/i, /24[- ]?(hours?|h)\b|twenty[- ]four hours/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  // ── pricing, second batch (5) ────────────────────────────────────────────────────────────
  {
    id: "r-pricing-81",
    topic: "pricing",
    question:
      "Ballpark figure? We're a 30-person logistics startup and only need something to answer 'where's my parcel' questions, nothing fancy.",
    facts: [PRICE_SCOPED],
    links: [PAGE.consultation],
    expect: "answer",
  },
  {
    id: "r-pricing-82",
    topic: "pricing",
    question:
      "Will making an account on your site cost me anything, or is it one of those trials that quietly runs out?",
    facts: [/Free Tier|accounts are free|free of charge|(is|are|it's) free/i],
    links: [PAGE.profile, PAGE.signIn],
    expect: "answer",
  },
  {
    id: "r-pricing-83",
    topic: "pricing",
    question:
      "My profile has an Upgrade Plan button that's greyed out. When will I be able to pay for something bigger?",
    facts: [/coming soon/i],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "r-pricing-84",
    topic: "pricing",
    question:
      "Our budget is honestly tiny. Do you even take on small companies, or is this enterprise-only money?",
    facts: [/startups?/i],
    links: [PAGE.consultation, PAGE.about],
    expect: "answer",
  },
  {
    id: "r-pricing-85",
    topic: "pricing",
    question:
      "Could you email me a PDF price sheet for the AI Workforce package so I can put it in front of our CFO?",
    facts: [PRICE_SCOPED],
    links: [PAGE.consultation],
    expect: "answer",
  },
  // ── process, second batch (5) ────────────────────────────────────────────────────────────
  {
    id: "r-process-81",
    topic: "process",
    question:
      "Walk me through what happens between the first call and going live. What are the stages called?",
    facts: [/Solution Design/i, /Integration/i, /Optimi[sz]ation/i],
    links: [PAGE.home],
    expect: "answer",
  },
  {
    id: "r-process-82",
    topic: "process",
    question:
      "If we signed with you next month, realistically when would our customers see the first thing live?",
    facts: [FACT.timeline],
    links: [PAGE.faq],
    expect: "answer",
  },
  {
    id: "r-process-83",
    topic: "process",
    question:
      "once it's launched do you just vanish and leave us with it, or is there ongoing tuning?",
    facts: [/week(ly)?/i],
    links: [PAGE.faq, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-process-84",
    topic: "process",
    question:
      "Would we have to roll this out to every department in one go, or can it be phased in bit by bit?",
    facts: [/stages?|phases?|start small|one use case/i],
    links: [PAGE.faq, PAGE.home],
    expect: "answer",
  },
  {
    id: "r-process-85",
    topic: "process",
    question:
      "How do you make sure the bot isn't making stuff up before it goes in front of our customers?",
    facts: [/test(ed|ing)?/i],
    links: [PAGE.faq, PAGE.solutions],
    expect: "answer",
  },
  // ── legal, second batch (5) ──────────────────────────────────────────────────────────────
  {
    id: "r-legal-81",
    topic: "legal",
    question:
      "Should we ever end up in a dispute, which state's law applies, and what's the cap on what you'd have to pay us?",
    facts: [/Massachusetts/i, /100 (US )?dollars|\$\s?100\b|USD\s?100\b|\b100\s?USD/i],
    links: [PAGE.terms],
    expect: "answer",
  },
  {
    id: "r-legal-83",
    topic: "legal",
    question:
      "My 14-year-old wants to make an account to play with your chatbot for a school project. Is that allowed?",
    facts: [/\b16\b|sixteen/i],
    links: ["/privacy#children"],
    expect: "answer",
  },
  {
    id: "r-legal-84",
    topic: "legal",
    question:
      "Can I treat what your chatbot says as legal advice for our company's GDPR compliance?",
    facts: [
      /not (legal|professional|financial)|isn['’]t (legal|professional)|no (legal|professional) advice|not a substitute/i,
    ],
    links: ["/terms#ai-output"],
    expect: "answer",
  },
  {
    id: "r-legal-85",
    topic: "legal",
    question:
      "Our IT guy wants to point a bot at your case studies pages to scrape them for a competitor analysis. Does that break your terms?",
    facts: [/scrap/i],
    links: ["/terms#acceptable-use"],
    expect: "answer",
  },
];
