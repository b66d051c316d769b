import type { CaseStudy } from "./types.ts";

/** Client stories shown on /case-studies. Clients are described by sector, not by name. */
export const caseStudies: CaseStudy[] = [
  {
    id: "regional-healthcare-network",
    title: "Cutting patient wait times with a 24/7 AI front desk",
    industry: "Healthcare",
    overview:
      "A regional healthcare network with eleven clinics was losing patients to long phone queues and missed after-hours calls. We deployed AI agents that book, reschedule and triage routine requests around the clock, handing clinical questions to staff with full context.",
    challenge: [
      "Average phone hold times above nine minutes at peak hours, with one in five callers hanging up.",
      "No coverage for appointment changes outside office hours, leading to costly no-shows.",
      "Front-desk staff spent most of their day on repetitive scheduling instead of patients in the room.",
      "Strict privacy requirements ruled out generic chatbot tools.",
    ],
    approach: [
      "Rolled out our 24/7 AI Workforce across phone, web chat and SMS, connected to the network's scheduling system.",
      "Built escalation rules with clinical leads so symptoms and urgent requests always reach a human nurse line.",
      "Used No-Code Integration so practice managers can update clinic hours, providers and FAQs without a developer.",
      "Configured access controls, audit logging and data retention to match the network's privacy policies.",
    ],
    results: [
      {
        stat: "< 2 min",
        description: "Average time to book or change an appointment, down from over nine minutes.",
      },
      {
        stat: "50%",
        description:
          "Fewer scheduling calls reaching the front desk, freeing staff for in-clinic patients.",
      },
      {
        stat: "31%",
        description:
          "Reduction in no-shows after automated reminders and easy after-hours rescheduling.",
      },
    ],
    quote: {
      text: "Patients get an answer at 2 AM now, and our front-desk teams finally have time to look up from the phone. The handoff to our nurses is the part I worried about most, and it has been seamless.",
      author: "Chief Operating Officer",
      role: "Regional healthcare network",
    },
    image: {
      src: "/images/case-studies/regional-healthcare-network.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
    whitePaper: {
      title: "Safe automation at the front desk",
      description:
        "How the network designed escalation rules, privacy controls and staff training for a round-the-clock AI front desk. Request the white paper and we will send it to you.",
      link: "/contact?topic=white-paper",
    },
  },
  {
    id: "national-online-retailer",
    title: "Lifting repeat purchases with personalised shopping conversations",
    industry: "Retail & E-commerce",
    overview:
      "A national online retailer of home goods had strong traffic but flat repeat-purchase rates and generic, one-size-fits-all email campaigns. We introduced conversational experiences that adapt to each shopper's history, preferences and stage in the buying journey.",
    challenge: [
      "Product recommendations were based on best-sellers rather than individual shoppers.",
      "Live chat handled order status well but rarely helped customers decide what to buy.",
      "Marketing teams could not test new journeys without a long engineering queue.",
    ],
    approach: [
      "Launched Hyper-Personalized Experiences in on-site chat, post-purchase email and SMS, drawing on browsing and order history.",
      "Trained a shopping assistant on the full catalogue, sizing guides and return policies to answer pre-sale questions.",
      "Gave the marketing team No-Code Integration tools to design and A/B test conversation flows themselves.",
      "Tracked every journey in a shared Data Analytics dashboard tied to revenue, not just clicks.",
    ],
    results: [
      {
        stat: "40%",
        description:
          "More customer engagement with personalised conversations than with the previous generic campaigns.",
      },
      {
        stat: "23%",
        description: "Increase in repeat-purchase rate within two quarters of launch.",
      },
      {
        stat: "$1.8M",
        description: "Additional annual revenue attributed to assisted conversations.",
      },
    ],
    quote: {
      text: "We stopped talking to 'all customers' and started talking to each one. The team can launch and test a new journey in an afternoon, and we can see what it earns.",
      author: "VP of E-commerce",
      role: "National online retailer",
    },
    image: {
      src: "/images/case-studies/national-online-retailer.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
  },
  {
    id: "mid-sized-logistics-company",
    title: "Automating shipment exceptions without writing code",
    industry: "Logistics & Transportation",
    overview:
      "A mid-sized logistics company moving freight across the Northeast relied on dispatchers copying data between a transport management system, email and spreadsheets. Using our no-code platform, its operations team automated exception handling and customer updates in weeks rather than months.",
    challenge: [
      "Delays and damaged-goods reports arrived by email and were re-keyed by hand into several systems.",
      "Customers called for status updates because proactive notifications were inconsistent.",
      "A small IT team had a year-long backlog of integration requests.",
      "Peak-season volume required temporary staff who took weeks to train.",
    ],
    approach: [
      "Connected the transport management system, shared inboxes and carrier portals through No-Code Integration.",
      "Deployed AI agents from our 24/7 AI Workforce to read exception emails, classify them and open the right workflow.",
      "Sent automatic, plain-language status updates to customers whenever a shipment changed state.",
      "Built Data Analytics views showing exception causes by lane, carrier and customer.",
    ],
    results: [
      {
        stat: "3.5x",
        description:
          "Faster resolution of shipment exceptions, from hours to minutes in most cases.",
      },
      {
        stat: "46%",
        description: "Fewer inbound status calls after proactive notifications went live.",
      },
      {
        stat: "6 weeks",
        description: "From kickoff to full production, built by the operations team itself.",
      },
    ],
    quote: {
      text: "Our dispatchers built most of these workflows themselves. IT reviewed and approved them, but we did not have to wait in the queue, and peak season felt calm for the first time.",
      author: "Director of Operations",
      role: "Mid-sized logistics company",
    },
    image: {
      src: "/images/case-studies/mid-sized-logistics-company.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
  },
  {
    id: "fintech-lender",
    title: "Speeding up loan decisions with AI-assisted underwriting",
    industry: "Financial Services",
    overview:
      "A fintech lender serving small businesses wanted faster decisions without loosening its credit standards. We combined document-reading AI agents with an analytics layer that gives underwriters a clear, explainable summary of every application.",
    challenge: [
      "Underwriters spent most of each file gathering and checking bank statements and tax documents.",
      "Applicants abandoned the process while waiting days for a first response.",
      "Regulators and the risk committee required every decision to be explainable and auditable.",
    ],
    approach: [
      "Used AI agents from our 24/7 AI Workforce to extract, reconcile and flag figures from uploaded financial documents.",
      "Built Data Analytics scorecards that surface cash-flow trends and risk signals with the source behind each number.",
      "Kept a human underwriter in charge of every credit decision, with a full audit trail of what the AI prepared.",
      "Added Hyper-Personalized Experiences to applicant messaging so each business knew exactly which document was missing.",
    ],
    results: [
      { stat: "62%", description: "Shorter time from complete application to credit decision." },
      {
        stat: "2.4x",
        description:
          "More applications reviewed per underwriter each week, with no change in default rates.",
      },
      {
        stat: "35%",
        description: "Fewer abandoned applications after clearer, personalised follow-ups.",
      },
    ],
    quote: {
      text: "The AI does the gathering and checking; our underwriters do the judging. Every figure links back to its source document, which made our risk committee comfortable from day one.",
      author: "Head of Credit",
      role: "Small-business fintech lender",
    },
    image: {
      src: "/images/case-studies/fintech-lender.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
  },
  {
    id: "university-student-services",
    title: "Answering every student question, even at midnight before a deadline",
    industry: "Higher Education",
    overview:
      "A public university with more than 20,000 students saw its enrolment, financial aid and IT help desks overwhelmed at the start of each term. We gave students a single, always-available assistant that knows university policy and hands complex cases to the right office.",
    challenge: [
      "Ticket volumes tripled in the first three weeks of every term.",
      "Answers about deadlines and aid rules differed between departments and web pages.",
      "International and evening students had little access to help during office hours.",
      "Leadership had no clear picture of which questions drove the most demand.",
    ],
    approach: [
      "Deployed our 24/7 AI Workforce on the student portal and messaging channels, grounded in approved university policies.",
      "Tailored answers with Hyper-Personalized Experiences based on each student's programme, status and open tasks.",
      "Let each department maintain its own knowledge and routing rules through No-Code Integration.",
      "Reported recurring questions and gaps through Data Analytics so offices could fix root causes.",
    ],
    results: [
      {
        stat: "50%",
        description: "Fewer support tickets reaching staff during the first weeks of term.",
      },
      {
        stat: "38%",
        description:
          "Share of conversations held outside office hours, when the help desks were previously closed.",
      },
      {
        stat: "< 30 sec",
        description: "Median time to a first answer, compared with a two-day email backlog.",
      },
    ],
    quote: {
      text: "Students get consistent, correct answers whenever they need them, and our staff spend their time on the cases that genuinely need a person. The analytics have changed how we write our policies.",
      author: "Dean of Student Services",
      role: "Public university",
    },
    image: {
      src: "/images/case-studies/university-student-services.svg",
      alt: "",
      width: 1600,
      height: 900,
    },
  },
];
