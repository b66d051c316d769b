/**
 * Sixth visitor set: the privacy policy and terms, small talk, asking for a person, and
 * questions outside the site (see questions-visitors-sixth.ts).
 */
import { FACT } from "./eval-facts.ts";
import { plain, type EvalQuestion } from "./eval-question.ts";

const RETENTION = "/privacy#data-retention";
const GOVERNING_LAW = "/terms#governing-law";

export const SIXTH_LEGAL_QUESTIONS: EvalQuestion[] = [
  // legal
  {
    id: "s-legal-601",
    topic: "legal",
    question: "which state's law governs your terms",
    facts: [/Massachusetts/],
    links: [GOVERNING_LAW],
    expect: "answer",
  },
  {
    id: "s-legal-602",
    topic: "legal",
    question: "do you use cookies? I didn't see any banner",
    facts: [/essential cookies/i],
    links: ["/privacy#data-we-collect"],
    expect: "answer",
  },
  {
    id: "s-legal-603",
    topic: "legal",
    question: "so who do you share it with then?",
    facts: [/service providers|processors/i],
    links: ["/privacy#sharing-and-processors"],
    expect: "answer",
    history: [
      { role: "user", content: "do you sell my data?" },
      { role: "assistant", content: "No, we do not sell personal data." },
    ],
  },
  {
    id: "s-legal-604",
    topic: "legal",
    question: "I'm in Germany - does my data leave the EU when I use your site?",
    facts: [/Standard Contractual Clauses|United States/i],
    links: ["/privacy#international-transfers"],
    expect: "answer",
  },
  {
    id: "s-legal-605",
    topic: "legal",
    question: "how long do you keep what I write in the contact form",
    facts: [/24 months/i],
    links: [RETENTION],
    expect: "answer",
  },
  {
    id: "s-legal-606",
    topic: "legal",
    question: "can kids use this site? my son is 14",
    facts: [/\b16\b/],
    links: ["/privacy#children"],
    expect: "answer",
  },
  {
    id: "s-legal-607",
    topic: "legal",
    question:
      "Our legal team reviews every vendor's liability terms before we sign up for anything. They specifically asked me what the cap is if something goes wrong with your website or chatbot. What is it?",
    facts: [/100 US dollars|\$100|12 months/i],
    links: ["/terms#disclaimers-and-liability"],
    expect: "answer",
  },
  {
    id: "s-legal-608",
    topic: "legal",
    question: "can I treat what the chatbot says as legal advice?",
    facts: [/not (legal|professional) advice|not legal, financial/i],
    links: ["/terms#ai-output"],
    expect: "answer",
  },
  {
    id: "s-legal-609",
    topic: "legal",
    question: "what if I'm in California instead?",
    facts: [FACT.ccpa],
    links: ["/privacy#your-rights"],
    expect: "answer",
    history: [
      { role: "user", content: "what rights do I have under the GDPR?" },
      {
        role: "assistant",
        content:
          "You can access, correct and erase your data, restrict or object to its processing, receive it in a portable format and withdraw consent.",
      },
    ],
  },
  {
    id: "s-legal-610",
    topic: "legal",
    question: "how do you store passwords",
    facts: [/hashed/i],
    links: ["/privacy#security"],
    expect: "answer",
  },
  {
    id: "s-legal-611",
    topic: "legal",
    question: "chats from visitors without an account, when are they deleted?",
    facts: [/90 days/i],
    links: [RETENTION],
    expect: "answer",
  },
  {
    id: "s-legal-612",
    topic: "legal",
    question: "which courts would handle a dispute with you?",
    facts: [/Suffolk County/i],
    links: [GOVERNING_LAW],
    expect: "answer",
  },

  // social
  plain("s-social-601", "social", "heya"),
  plain("s-social-602", "social", "thx, that really helped"),
  plain("s-social-603", "social", "ok bye for now"),
  plain("s-social-604", "social", "you're a clever little bot"),
  plain("s-social-605", "social", "how is your day so far?"),
  plain("s-social-606", "social", "good morning, assistant!"),
  plain("s-social-607", "social", "perfect, got it"),
  plain("s-social-608", "social", "merci beaucoup"),
  plain("s-social-609", "social", "cheers mate"),
  plain("s-social-610", "social", "what should I call you?"),

  // handover
  plain("s-handover-601", "handover", "can I talk to a human about our contract?"),
  plain("s-handover-602", "handover", "I'd like someone from your sales side to contact me"),
  plain(
    "s-handover-603",
    "handover",
    "I've asked three questions and keep getting general stuff back. I have a very specific integration question about our SAP system that needs an engineer. Can you connect me with someone?",
  ),
  {
    ...plain("s-handover-604", "handover", "fine, can a real person call me about it then?"),
    history: [
      { role: "user", content: "how much would a project cost us?" },
      {
        role: "assistant",
        content:
          "We do not publish a price list: the price is part of the plan we propose in a free consultation.",
      },
    ],
  },
  plain("s-handover-605", "handover", "real human pls"),
  plain("s-handover-606", "handover", "Is there anyone on your team I can talk to today?"),
  plain("s-handover-607", "handover", "please I want speak with employee, not with machine"),
  plain("s-handover-608", "handover", "escalate this to a manager"),
  plain("s-handover-609", "handover", "I need a callback from your team"),
  plain("s-handover-610", "handover", "agent please"),

  // off-topic
  plain("s-off-topic-601", "off-topic", "what's the capital of australia"),
  plain("s-off-topic-602", "off-topic", "write me a poem about cats"),
  plain("s-off-topic-603", "off-topic", "how do I make sourdough bread"),
  plain("s-off-topic-604", "off-topic", "best laptop for gaming under 1000 bucks?"),
  plain("s-off-topic-605", "off-topic", "translate 'thank you' into italian"),
  plain("s-off-topic-606", "off-topic", "score of the lakers game last night?"),
  plain("s-off-topic-607", "off-topic", "what time is it in tokyo right now"),
  plain("s-off-topic-608", "off-topic", "help me write a cover letter for a nursing job"),
  plain("s-off-topic-609", "off-topic", "is coffee bad for your heart"),
  plain("s-off-topic-610", "off-topic", "my python script says IndentationError, why"),
];
