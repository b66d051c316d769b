/**
 * The words visitors ask for a person with, listed once and combined into the phrases the
 * recogniser of person-request.server.ts looks for: who they ask for ("a real person", "your
 * sales team"), and what they ask ("put me through to", "call me back", "I need").
 */

/** A regular expression's alternation of `words`, each itself a small pattern. */
export const anyOf = (words: readonly string[]) => `(?:${words.join("|")})`;

/** Someone on the team, by the word a visitor names them with ("a human", "an engineer"). */
export const PEOPLE = [
  "humans?",
  "human beings?",
  "persons?",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "representatives?",
  "reps?",
  "operators?",
  "colleagues?",
  "employees?",
  "staff members?",
  "team members?",
  "members? of (?:your|ur|the|you) (?:\\w+ ){0,2}(?:team|staff|company)",
  "salesperson",
  "salespeople",
  "salesman",
  "account (?:manager|exec|executive)s?",
  "managers?",
  "supervisors?",
  "boss",
  "directors?",
  "team leads?",
  "consultants?",
  "engineers?",
  "specialists?",
  "experts?",
  "advis[eo]rs?",
];
/** A part of the team named by what it does: "sales", "support", "customer service". */
export const DEPARTMENTS = [
  "sales",
  "support",
  "customer (?:service|support|care|success)",
  "help ?desk",
  "service desk",
  "technical",
  "tech",
  "security",
  "solutions?",
  "engineering",
  "billing",
  "partnerships?",
];
/** Words for a group of people, which name the team only with "your" or a department. */
export const GROUPS = [
  "team",
  "staff",
  "people",
  "folks",
  "guys",
  "office",
  "side",
  "department",
  "crew",
];
/** What a visitor says of the person they want: "a real person", "a live agent". */
export const QUALITIES = [
  "real",
  "live",
  "actual",
  "human",
  "living",
  "breathing",
  "proper",
  "qualified",
  "senior",
];
/** Words that point at someone: "a", "your", "one of your". */
const POINTERS = [
  "an?",
  "the",
  "some",
  "any",
  "one",
  "one of (?:your|ur|the|you)",
  "somebody from",
  "someone from",
  "your",
  "ur",
];

export const QUALIFIED = `(?:${anyOf([...QUALITIES, ...DEPARTMENTS])} )*`;
/** Someone on the team, as a phrase: "a real person", "your sales team", "support", "an agent". */
export const PERSON = anyOf([
  `(?:${anyOf(POINTERS)} )?${QUALIFIED}${anyOf([...PEOPLE, "agents?"])}(?: of (?:yours|ours|your team))?`,
  `(?:${anyOf(POINTERS)} )?${anyOf(DEPARTMENTS)}(?: ${anyOf(GROUPS)})?`,
  `(?:your|ur|the|you) (?:${anyOf(DEPARTMENTS)} )?${anyOf(GROUPS)}`,
  `one of (?:you|your|ur) (?:\\w+ )?${anyOf(GROUPS)}`,
  `(?:${anyOf(QUALITIES)} )+${anyOf(GROUPS)}`,
]);
/** Someone named in a way that only a person can be: "a real person", "someone", "an engineer". */
export const NAMED_PERSON = `\\b${QUALIFIED}${anyOf(PEOPLE)}\\b|\\b${anyOf(QUALITIES)} agents?\\b`;
/** Someone not yet known, asked after: "is anybody around?", "a real person available?". */
export const ANYONE = anyOf([
  "someone",
  "somebody",
  "anyone",
  "anybody",
  `(?:an?|any|one of your) ${QUALIFIED}${anyOf([...PEOPLE, "agents?"])}`,
]);

/** Verbs of being passed on to someone, or bringing someone in. */
export const PUT = anyOf([
  "get",
  "give",
  "find",
  "bring",
  "put",
  "connect",
  "transfer",
  "pass",
  "forward",
  "escalate",
  "hand",
  "route",
  "refer",
  "patch",
  "hook",
]);
/** Verbs of getting in touch with someone directly: "contact sales", "email your team". */
export const CONTACT = anyOf([
  "reach",
  "contact",
  "ring",
  "call",
  "phone",
  "email",
  "message",
  "meet",
]);
/** What a visitor may want passed on: themselves, or their question. */
export const PASSED = anyOf([
  "me",
  "us",
  "this",
  "it",
  "that",
  "(?:my|our|the) (?:\\w+ ){0,2}(?:question|case|issue|request|complaint|problem|query|enquiry|inquiry|setup|situation|details|message|conversation|chat|project|use case|needs|requirements)",
  "(?:my|our) \\w+",
]);
/** Verbs of talking something over with someone: "speak", "go through it". */
export const TALK = anyOf([
  "talk",
  "speak",
  "chat",
  "discuss",
  "meet",
  "consult",
  "deal",
  `(?:go|run|walk|talk)(?: ${PASSED}| things| everything)? (?:through|over)`,
]);
/** "to" or "with", as visitors type it ("w", "w/"). */
export const TO = "(?:to|with|w)";
/** Wanting, in the first person: "I need", "we'd like", "I'd rather have". */
export const WANT = `\\b(?:i|we|i'd|we'd|i'm|we're|id|im)(?: (?:really|just|would|do|actually|kinda|only|still|now))* ${anyOf(
  [
    "need",
    "want",
    "wanna",
    "like",
    "prefer",
    "rather(?: have| get)?",
    "require",
    "request",
    "looking for",
    "after",
    "ask for",
    "asking for",
    "demand",
  ],
)}`;
/** Being reached by the team: "call me back", "get back to us", "drop me a line". */
export const REACH_ME = anyOf([
  `${anyOf(["call", "ring", "phone", "contact", "reach", "get back to", "get in touch with", "reach out to", "follow up with", "write to", "write back to", "email back"])} (?:me|us)\\b`,
  `${anyOf(["email", "e-mail", "mail", "message", "text"])} (?:me|us)(?: back)?(?! ${anyOf(["the", "an?", "your", "some", "more", "info", "details", "it", "that", "this", "those", "pricing", "a copy"])}\\b)`,
  "write (?:me|us) back",
  `send ${anyOf(["someone", "somebody", "a person", "a human", `an? ${anyOf(PEOPLE)}`])} (?:over|my way|our way|round|to (?:me|us))`,
  "call ?backs?",
  "ring back",
  "(?:give|drop|send) (?:me|us) an? (?:call|ring|buzz|line|note|shout|email|mail|message)",
  "(?:be|get|being) (?:contacted|called|called back)",
  "(?:get|have|arrange) an? (?:phone )?call with",
  "an? (?:phone |quick )?call(?: ?back)? from",
  "hear (?:back )?from (?:someone|somebody|a person|a human|one of you)",
]);

/** Turning away from the assistant: "no more robot", "rather than a chatbot". */
export const NOT_THE_BOT =
  /\b(no more|not|stop|enough|instead of|rather than|than|don'?t want|hate|tired of|sick of|done with)( (a|an|the|this|your|talking|chatting|to|with))* (bots?|robots?|chatbots?|machines?|ai|automated|assistant)\b/;
