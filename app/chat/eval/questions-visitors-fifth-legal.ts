/**
 * Fifth visitor set: the privacy policy and terms, small talk, asking for a person, and
 * questions outside the site (see questions-visitors-fifth.ts).
 */
import { FACT, PAGE } from "./eval-facts.ts";
import { plain, type EvalQuestion } from "./eval-question.ts";

const SAID = {
  lastUpdated: /March 29,? 2025|2025-03-29/i,
  noSale: /do not sell|never sell|not sell/i,
} as const;

export const FIFTH_LEGAL_QUESTIONS: EvalQuestion[] = [
  // legal
  {
    id: "f-legal-501",
    topic: "legal",
    question: "date of the latest privacy policy revision?",
    facts: [SAID.lastUpdated],
    links: [PAGE.privacy],
    expect: "answer",
  },
  {
    id: "f-legal-502",
    topic: "legal",
    question: "be honest, do you sell my info to advertisers",
    facts: [SAID.noSale],
    links: ["/privacy#how-we-use-data", "/privacy#your-rights"],
    expect: "answer",
  },
  {
    id: "f-legal-503",
    topic: "legal",
    question: "what cookies are you dropping on me? I didn't see any banner",
    facts: [/essential cookies|only essential/i],
    links: ["/privacy#data-we-collect"],
    expect: "answer",
  },
  {
    id: "f-legal-504",
    topic: "legal",
    question: "Which jurisdiction's law applies to your terms of service?",
    facts: [/Massachusetts/i],
    links: ["/terms#governing-law"],
    expect: "answer",
  },
  {
    id: "f-legal-505",
    topic: "legal",
    question: "can I treat what your chatbot tells me as legal or tax advice?",
    facts: [/not (legal|professional) advice|not legal, financial/i],
    links: ["/terms#ai-output"],
    expect: "answer",
  },
  {
    id: "f-legal-506",
    topic: "legal",
    question: "what's the max you'd be liable for if something goes wrong?",
    facts: [/100 US dollars|\$100/i],
    links: ["/terms#disclaimers-and-liability"],
    expect: "answer",
  },
  {
    id: "f-legal-507",
    topic: "legal",
    question: "my 14 yo wants to try the chat, is there an age limit?",
    facts: [/\b16\b/],
    links: ["/privacy#children"],
    expect: "answer",
  },
  {
    id: "f-legal-508",
    topic: "legal",
    question: "as an EU resident, what rights do I have over my data with you?",
    facts: [/access/i, /eras(e|ure)/i],
    links: ["/privacy#your-rights"],
    expect: "answer",
  },
  {
    id: "f-legal-509",
    topic: "legal",
    question: "my data goes to the US then? what mechanism covers that transfer?",
    facts: [/Standard Contractual Clauses/i],
    links: ["/privacy#international-transfers"],
    expect: "answer",
  },
  {
    id: "f-legal-510",
    topic: "legal",
    question: "who exactly is the data controller here?",
    facts: [FACT.legalName],
    links: ["/privacy#who-we-are"],
    expect: "answer",
  },
  {
    id: "f-legal-511",
    topic: "legal",
    question: "can my whole team share one login to save time?",
    facts: [/one person/i],
    links: ["/terms#accounts"],
    expect: "answer",
  },
  {
    id: "f-legal-512",
    topic: "legal",
    question: "if we ever end up in a dispute, which court would hear it?",
    facts: [/Suffolk County/i],
    links: ["/terms#governing-law"],
    expect: "answer",
  },
  {
    id: "f-legal-513",
    topic: "legal",
    question: "how long do you keep what I type into the contact form?",
    facts: [/24 months/i],
    links: ["/privacy#data-retention"],
    expect: "answer",
  },
  {
    id: "f-legal-514",
    topic: "legal",
    question: "I'm not registered. how long do you keep my chat conversations?",
    facts: [/90 days/i],
    links: ["/privacy#data-retention"],
    expect: "answer",
  },
  {
    id: "f-legal-515",
    topic: "legal",
    question: "Verkauft ihr meine Daten an Dritte weiter?",
    facts: [SAID.noSale],
    links: ["/privacy#how-we-use-data", "/privacy#your-rights"],
    expect: "answer",
  },
  {
    id: "f-legal-516",
    topic: "legal",
    question: "and the terms, when were they last changed?",
    facts: [SAID.lastUpdated],
    links: [PAGE.terms],
    expect: "answer",
    history: [
      { role: "user", content: "what does your privacy policy cover?" },
      {
        role: "assistant",
        content:
          "It explains what personal data Kestrel AI collects through its website, chat assistant and accounts, why, and the choices and rights you have.",
      },
    ],
  },
  {
    id: "f-legal-517",
    topic: "legal",
    question: "who else gets to see my personal data besides you?",
    facts: [/service providers/i],
    links: ["/privacy#sharing-and-processors"],
    expect: "answer",
  },
  {
    id: "f-legal-518",
    topic: "legal",
    question: "am I allowed to run a scraper over your pages?",
    facts: [/scraping/i],
    links: ["/terms#acceptable-use"],
    expect: "answer",
  },

  // social
  plain("f-social-501", "social", "heyyy there"),
  plain("f-social-502", "social", "good morning!! 🙂"),
  plain("f-social-503", "social", "thank u so much, that really helped"),
  plain("f-social-504", "social", "wait am I typing to a real human or a bot lol"),
  plain("f-social-505", "social", "gotta run, bye for now"),
  plain("f-social-506", "social", "Hallo zusammen!"),
  plain("f-social-507", "social", "¡Hola! ¿Qué tal?"),
  plain("f-social-508", "social", "merci beaucoup, bonne journée"),
  plain("f-social-509", "social", "you're honestly way better than most website bots"),
  plain("f-social-510", "social", "ok cool cool"),
  plain("f-social-511", "social", "how's your day been so far?"),
  {
    ...plain("f-social-512", "social", "perfect, cheers mate, that's all I needed"),
    history: [
      { role: "user", content: "what's your support email" },
      { role: "assistant", content: "You can write to support@kestrel-ai.com." },
    ],
  },

  // handover
  plain("f-handover-501", "handover", "can I speak with an actual human pls"),
  plain("f-handover-502", "handover", "get me a sales rep on the line"),
  plain(
    "f-handover-503",
    "handover",
    "I'd rather go over our setup with one of your solution engineers directly, if possible",
  ),
  plain("f-handover-504", "handover", "this bot is useless, put me through to someone real"),
  plain("f-handover-505", "handover", "Ich möchte bitte mit einem Mitarbeiter sprechen."),
  plain("f-handover-506", "handover", "¿Puedo hablar con una persona de verdad?"),
  plain(
    "f-handover-507",
    "handover",
    "is there a person I could chat with about a custom project? bots won't cut it",
  ),
  plain("f-handover-508", "handover", "please pass my question on to your team"),
  plain("f-handover-509", "handover", "I need somebody from your company to call me back"),
  plain("f-handover-510", "handover", "stop. human. now."),
  {
    ...plain(
      "f-handover-511",
      "handover",
      "ok can someone from your team get in touch with me directly about that?",
    ),
    history: [
      { role: "user", content: "how much does it cost?" },
      {
        role: "assistant",
        content:
          "It depends on what you need: in a free consultation we look at your goals and propose a plan with expected results.",
      },
    ],
  },
  plain("f-handover-512", "handover", "my boss wants to talk with a manager on your side"),

  // off-topic
  plain("f-off-topic-501", "off-topic", "is it gonna rain in boston this afternoon?"),
  plain("f-off-topic-502", "off-topic", "can you help me with my calculus homework"),
  plain("f-off-topic-503", "off-topic", "who won the last world cup"),
  plain("f-off-topic-504", "off-topic", "recommend me a good pizza place nearby"),
  plain("f-off-topic-505", "off-topic", "how do you say 'good luck' in japanese"),
  plain("f-off-topic-506", "off-topic", "what's bitcoin trading at rn"),
  plain("f-off-topic-507", "off-topic", "my kitchen tap is leaking, how do I fix it"),
  plain("f-off-topic-508", "off-topic", "Wie wird das Wetter morgen in Berlin?"),
  plain("f-off-topic-509", "off-topic", "summarise the plot of Dune for me"),
  plain("f-off-topic-510", "off-topic", "give me the SQL to join two tables on user_id"),
  plain("f-off-topic-511", "off-topic", "what's 17 times 23"),
  plain("f-off-topic-512", "off-topic", "who is the current president of france?"),
];
