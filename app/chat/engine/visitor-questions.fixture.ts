/**
 * Questions a visitor would ask the assistant, each with the facts a correct answer contains
 * and the page it must send the visitor to. Shared by the tests of the built-in assistant.
 */
export interface VisitorQuestion {
  question: string;
  facts: RegExp[];
  link: RegExp;
}

export const VISITOR_QUESTIONS: VisitorQuestion[] = [
  // The company
  {
    question: "What does Kestrel AI do?",
    facts: [/AI agents/, /no-code/i, /personali[sz]ed|adapt to every customer/i],
    link: /\]\(\/about#story-title\)/,
  },
  {
    question: "When was Kestrel AI founded?",
    facts: [/2024/, /Boston/],
    link: /\]\(\/about#genesis-title\)/,
  },
  {
    question: "What are your values?",
    facts: [/Human-Centered AI/, /Ethical AI/, /Results-Driven/],
    link: /\]\(\/about#values-title\)/,
  },
  {
    question: "What solutions do you offer?",
    facts: [/24\/7 AI Workforce/, /No-Code Integration/, /Hyper-Personalized Experiences/],
    link: /\]\(\/solutions/,
  },
  // The three solutions
  {
    question: "What features does the 24/7 AI Workforce have?",
    facts: [/Always-on coverage/, /Seamless human handoff/, /Actions, not just answers/],
    link: /\]\(\/solutions#ai-workforce\)/,
  },
  {
    question: "What are the features of the no-code platform?",
    facts: [/Visual workflow builder/, /Prebuilt connectors/, /Governance built in/],
    link: /\]\(\/solutions#no-code\)/,
  },
  {
    question: "Which features do your hyper-personalized experiences have?",
    facts: [/Real-time context/, /Consent-aware by design/, /Insight dashboards/],
    link: /\]\(\/solutions#adaptive-cx\)/,
  },
  {
    question: "Can your AI agents book appointments for my customers?",
    facts: [/booking appointments/],
    link: /\]\(\/solutions#ai-workforce\)/,
  },
  {
    question: "What is your response time?",
    facts: [/< 100 ms/],
    link: /\]\(\/solutions\)/,
  },
  {
    question: "How accurate is your AI?",
    facts: [/99\.9%/],
    link: /\]\(\/solutions\)/,
  },
  {
    question: "Are you GDPR compliant?",
    facts: [/GDPR & CCPA/],
    link: /\]\(\/solutions\)/,
  },
  {
    question: "Do you comply with the CCPA?",
    facts: [/CCPA/],
    link: /\]\(\/solutions\)/,
  },
  {
    question: "Do I need developers to use the no-code platform?",
    // The FAQ's question leads, so "No." is read as the answer to it.
    facts: [
      /^\*\*Do we need developers to use the No-Code Integration platform\?\*\* No\./,
      /not required/,
    ],
    link: /\]\(\/contact#faq-title\)/,
  },
  {
    question: "Which systems do you integrate with?",
    facts: [/CRM/, /help desk/i],
    link: /\]\(\/(contact#faq-title|solutions#no-code)\)/,
  },
  // Contact and support
  {
    question: "Where is your office?",
    facts: [/100 Summer Street, Suite 1600/, /Boston, MA 02110/],
    link: /\]\(\/contact#contact-info-title\)/,
  },
  {
    question: "What is your address?",
    facts: [/100 Summer Street/],
    link: /\]\(\/contact#contact-info-title\)/,
  },
  {
    question: "What are your support hours?",
    facts: [/Monday to Friday/, /9:00 AM to 6:00 PM/],
    link: /\]\(\/contact#contact-info-title\)/,
  },
  {
    question: "What is your support email?",
    facts: [/support@kestrel-ai\.com/],
    link: /\]\(\/contact#contact-info-title\)/,
  },
  {
    question: "What support do you provide after launch?",
    facts: [/named contact/, /Monday to Friday/],
    link: /\]\(\/contact#faq-title\)/,
  },
  // Consultation and getting started
  {
    question: "How do I book a consultation?",
    facts: [/three steps/, /Details/, /AI Discovery/, /Schedule/],
    link: /\]\(\/consultation\)/,
  },
  {
    question: "What time slots are available for a consultation?",
    facts: [/09:00 AM/, /11:00 AM/, /02:00 PM/, /04:00 PM/, /14 weekdays/],
    link: /\]\(\/consultation\)/,
  },
  {
    question: "What does the free consultation include?",
    facts: [/no obligation/],
    link: /\]\(\/contact#faq-title\)/,
  },
  {
    question: "How long does a typical project take?",
    facts: [/four to eight weeks/],
    link: /\]\(\/contact#faq-title\)/,
  },
  {
    question: "How do I get started?",
    facts: [/three quick questions/],
    link: /\]\(\/get-started\)/,
  },
  // Case studies
  {
    question: "What results did the healthcare network get?",
    facts: [/< 2 min/, /31%/],
    link: /\]\(\/case-studies#regional-healthcare-network\)/,
  },
  {
    question: "What results did the online retailer see?",
    facts: [/23%/, /\$1\.8M/],
    link: /\]\(\/case-studies#national-online-retailer\)/,
  },
  {
    question: "How did the logistics company benefit?",
    facts: [/3\.5x/, /46%/, /6 weeks/],
    link: /\]\(\/case-studies#mid-sized-logistics-company\)/,
  },
  {
    question: "What did the university achieve?",
    facts: [/< 30 sec/, /38%/],
    link: /\]\(\/case-studies#university-student-services\)/,
  },
  {
    question: "Tell me about your case studies",
    facts: [/Healthcare/, /Higher Education/],
    link: /\]\(\/case-studies\)/,
  },
  // Privacy
  {
    question: "What data do you collect?",
    facts: [/Account data/, /Chat conversations/],
    link: /\]\(\/privacy#data-we-collect\)/,
  },
  {
    question: "How do I delete my account?",
    facts: [/7-day grace period/, /privacy settings/],
    link: /\]\(\/privacy-settings\)/,
  },
  {
    question: "Do you use cookies?",
    facts: [/only essential cookies/],
    link: /\]\(\/privacy#data-we-collect\)/,
  },
  {
    question: "How long do you keep my data?",
    facts: [/as long as we need it/],
    link: /\]\(\/privacy#data-retention\)/,
  },
  {
    question: "Do you sell my data?",
    facts: [/do not sell/],
    link: /\]\(\/privacy#/,
  },
  {
    question: "Do you use my chats to train your AI?",
    facts: [/AI model improvement setting/],
    link: /\]\(\/privacy#ai-model-improvement\)/,
  },
  {
    question: "Can I export my data?",
    facts: [/data export option/],
    link: /\]\(\/privacy-settings\)/,
  },
  // Terms
  {
    question: "Can I rely on the assistant's answers?",
    facts: [/inaccurate/],
    link: /\]\(\/terms#ai-output\)/,
  },
  {
    question: "Which law governs your terms?",
    facts: [/Massachusetts/],
    link: /\]\(\/terms#governing-law\)/,
  },
  {
    question: "What is your liability?",
    facts: [/100 US dollars/],
    link: /\]\(\/terms#disclaimers-and-liability\)/,
  },
  {
    question: "What counts as acceptable use?",
    facts: [/malware/],
    link: /\]\(\/terms#acceptable-use\)/,
  },
];
