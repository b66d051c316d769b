/**
 * Seventh visitor set: the legal texts, small talk, requests for a person and off-topic
 * messages (see questions-visitors-seventh.ts).
 */
import { type EvalQuestion, plain } from "./eval-question.ts";

const RETENTION = "/privacy#data-retention";

export const SEVENTH_LEGAL_QUESTIONS: EvalQuestion[] = [
  // legal
  {
    id: "v-legal-701",
    topic: "legal",
    question: "do you sell my data to advertisers",
    facts: [/never sell|do not sell|service providers/i],
    links: ["/privacy#sharing-and-processors", "/privacy#ai-model-improvement", "/privacy"],
    expect: "answer",
  },
  {
    id: "v-legal-702",
    topic: "legal",
    question: "is my password kept safe on your side? encrypted?",
    facts: [/hashed|encryption/i],
    links: ["/privacy#security"],
    expect: "answer",
  },
  {
    id: "v-legal-703",
    topic: "legal",
    question: "what happens if you get hacked and my data leaks",
    facts: [/notify/i],
    links: ["/privacy#security"],
    expect: "answer",
  },
  {
    id: "v-legal-704",
    topic: "legal",
    question: "Am I allowed to use your chatbot to scrape or stress-test your site?",
    facts: [/automated requests|scraping|written permission/i],
    links: ["/terms#acceptable-use"],
    expect: "answer",
  },
  {
    id: "v-legal-705",
    topic: "legal",
    question: "if you change your privacy rules will you tell me",
    facts: [/email|notice/i],
    links: ["/privacy#changes-to-this-policy", "/terms#changes-to-these-terms"],
    expect: "answer",
  },
  {
    id: "v-legal-706",
    topic: "legal",
    question: "who owns the stuff I type into the chat, me or you?",
    facts: [/keep the rights|license/i],
    links: ["/terms#intellectual-property"],
    expect: "answer",
  },
  {
    id: "v-legal-707",
    topic: "legal",
    question: "how long do you hold on to my consultation booking details",
    facts: [/months|years/i],
    links: [RETENTION],
    expect: "answer",
  },
  {
    id: "v-legal-708",
    topic: "legal",
    question: "can you close my account without telling me?",
    facts: [/suspend|tell you first/i],
    links: ["/terms#termination"],
    expect: "answer",
  },
  {
    id: "v-legal-709",
    topic: "legal",
    question: "what is your legal basis for sending me the newsletter under GDPR",
    facts: [/consent/i],
    links: ["/privacy#legal-bases"],
    expect: "answer",
  },
  // social
  plain("v-social-701", "social", "yo"),
  plain("v-social-702", "social", "ty!!"),
  plain("v-social-703", "social", "ok that's all I needed, see ya"),
  plain("v-social-704", "social", "are you a robot or a real person?"),
  plain("v-social-705", "social", "good evening"),
  plain("v-social-706", "social", "awesome thank u so much"),
  plain("v-social-707", "social", "you have been very helpful today"),
  plain("v-social-708", "social", "hola"),
  // handover
  plain("v-handover-701", "handover", "this bot is useless, get me a person"),
  plain("v-handover-702", "handover", "can somebody from sales ring me tomorrow?"),
  plain("v-handover-703", "handover", "I want to speak with a manager about my account problem"),
  plain("v-handover-704", "handover", "pls connect me to support staff"),
  plain(
    "v-handover-705",
    "handover",
    "is there a human who can answer a technical question about your API?",
  ),
  plain("v-handover-706", "handover", "i prefer talk to real people, possible?"),
  plain("v-handover-707", "handover", "transfer me to an operator"),
  plain("v-handover-708", "handover", "Can one of your consultants get in touch with me directly?"),
  // off-topic
  plain("v-off-topic-701", "off-topic", "whats the weather in boston tomorrow"),
  plain("v-off-topic-702", "off-topic", "any good horror films on netflix right now"),
  plain("v-off-topic-703", "off-topic", "how many calories in a banana"),
  plain("v-off-topic-704", "off-topic", "can you fix my excel formula, vlookup returns N/A"),
  plain("v-off-topic-705", "off-topic", "who won the world cup in 2018"),
  plain("v-off-topic-706", "off-topic", "tell me a joke about dogs"),
  plain("v-off-topic-707", "off-topic", "what's a good stock to buy right now"),
  plain("v-off-topic-708", "off-topic", "how do I get rid of ants in my kitchen"),
];
