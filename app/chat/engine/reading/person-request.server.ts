/**
 * Asking for a person: a small scored recogniser. A message earns points for the signs of a
 * request to be put in touch (a verb of talking, reaching or wanting aimed at someone on the
 * team, being called back, nothing but a person named, turning away from the bot) and loses
 * them for the signs of a question about the team (who, what, how many, whether there is one,
 * how to reach it) or about what the product does for the visitor's own customers. The words
 * are listed once, in person-request-words.server.ts, and combined here into signs, each with
 * its weight; no sentence is written out whole.
 */
import {
  ANYONE,
  anyOf,
  CONTACT,
  DEPARTMENTS,
  GROUPS,
  NAMED_PERSON,
  NOT_THE_BOT,
  PASSED,
  PEOPLE,
  PERSON,
  PUT,
  QUALIFIED,
  REACH_ME,
  TALK,
  TO,
  WANT,
} from "./person-request-words.server.ts";

/** The visitor's own customers: what the product does for them, not a request. */
const THEIR_CUSTOMERS =
  /\b(customers?|clients?|callers?|shoppers?|patients?|students?|users?|applicants?)\b(?! (service|support|care|success)\b)/;

/**
 * A question about how to reach the team ("during which hours can we reach support?", "what's
 * the email to contact sales?") is answered from the site.
 */
const ASKS_ABOUT_REACHING =
  /\b(hours?|what time|which days?|email address|phone number|address|where|point of contact|how (long|quickly|fast|soon)|after (we |you |it )?(launch|go[ -]live|sign))\b/;

/** When the team is there: "anyone around on saturdays?" asks about the hours. */
const WHEN =
  "(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|weekdays?|holidays?|nights?|evenings?|mornings?|24 ?7|around the clock)";
const THERE = "(?:there|around|available|open|online|working|work|reachable|in the office)";
const WHEN_THERE = new RegExp(`\\b${THERE}\\b.*\\b${WHEN}\\b|\\b${WHEN}\\b.*\\b${THERE}\\b`);

/** Someone who will be the visitor's own later on: a question about the service. */
const ASSIGNED = /\b(assigned|dedicated|fixed|named|allocated|designated|own)\b/;

/** A sign of a request for a person, or against one, and how much it counts. */
interface Cue {
  sign: string;
  weight: number;
  pattern: RegExp;
}

const cue = (sign: string, weight: number, pattern: string | RegExp): Cue => ({
  sign,
  weight,
  pattern: typeof pattern === "string" ? new RegExp(pattern) : pattern,
});

const CUES: readonly Cue[] = [
  cue(
    "talking something over with someone",
    3,
    `\\b${TALK}(?: ${PASSED}| things| everything)?(?: (?:through|over))?(?: (?:\\w+ )?directly)? ${TO} ${PERSON}\\b`,
  ),
  cue(
    "being put through to someone",
    3,
    `\\b${PUT}(?: ${PASSED})?(?: (?:on|over|along|through|back|across|up|on the (?:phone|line)))?(?: ${TO})? ${PERSON}\\b`,
  ),
  cue(
    "being passed on to someone",
    3,
    `\\b${PASSED} (?:escalated|passed on|passed|forwarded|handed over|transferred|sent) to ${PERSON}\\b`,
  ),
  cue(
    "being put in touch",
    3,
    /\b(put|get|bring) (me|us) in (touch|contact)\b|\bconnect (me|us)\b/,
  ),
  cue(
    "a call with someone",
    3,
    `\\b${anyOf(["want", "need", "like", "get", "have", "arrange"])}s? an? (?:quick |phone |video |short )?(?:call|chat|word) ${TO} ${PERSON}\\b`,
  ),
  cue(
    "getting in touch with someone",
    3,
    `(?<!\\b(?:an?|the|first|one|quick) )\\b${CONTACT} ${PERSON}\\b`,
  ),
  cue(
    "wanting someone",
    3,
    `${WANT}(?: to)?(?: (?:talk|speak|chat|deal)(?:ing)? ${TO})? ${PERSON}\\b`,
  ),
  cue("being contacted", 3, `\\b${REACH_ME}`),
  cue(
    "asking whom to turn to",
    3,
    /\bwho (can|could|should|do|would|shall) (i|we) (talk|speak|write|reach out) to\b|\bwho (can|could|should|do|would|shall) (i|we) (ask|turn to|go to)( then| instead| now)?$/,
  ),
  cue(
    "someone who could help",
    3,
    `\\b${PERSON}\\b.*\\b(?:(?:i|we) (?:can|could|may)(?: \\w+)? (?:talk|speak|chat|call|ring|email|write|go|run|walk|meet|ask)|(?:who|that) (?:can|could|would|will) (?:help|answer|explain|look|check|assist|advise|walk|talk|take)|to (?:talk|speak|chat) ${TO})\\b`,
  ),
  cue(
    "someone there to answer",
    3,
    `\\b${ANYONE}(?: (?:from|on|in) (?:your |the )?\\w+(?: team| side)?)? (?:available|around|free|online|on hand|there|here)(?: (?:right )?now| today| to \\w+.*)?$`,
  ),
  cue(
    "someone looking into it",
    2,
    `\\b${PERSON}(?: (?:from|on|in|at) (?:your |the |ur )?[\\w-]+(?: team| side)?)?(?: (?:to|can|could|would|will|please|just))* (?:look at|look into|check|review|take a look|take over|take it|step in|jump in|handle|deal with|sort|help|go over|go through|(?:walk|talk|take) (?:me |us )?through|get in touch|reach out|get back)\\b`,
  ),
  cue(
    "nothing but a person",
    4,
    `^(?:${PERSON}|operator|agent)(?: (?:please|pls|plz|now|asap|thanks))*$`,
  ),
  cue(
    "a person, please",
    2,
    `\\b${QUALIFIED}(?:human|person|agent|someone|somebody|operator|rep|people) (?:please|pls|plz|now|asap)\\b`,
  ),
  cue(
    "a real person",
    3,
    `\\b${anyOf(["real", "live", "actual", "living"])} ${anyOf(["humans?", "persons?", "people", "agents?", "employees?", "staff"])}\\b`,
  ),
  cue("turning away from the bot", 2, NOT_THE_BOT),
  cue(
    "turning away from the bot, and little else",
    1,
    `^(?=(?:\\S+ ){0,7}\\S+$).*${NOT_THE_BOT.source}`,
  ),
  cue("a person named", 1, NAMED_PERSON),
  cue("a person named in few words", 2, `^(?=(?:\\S+ ){0,2}\\S+$).*\\b${anyOf(PEOPLE)}\\b`),
  cue(
    "asking the visitor's way",
    1,
    /^(can|could|may|might|will|would) (i|we)\b|\b(please|pls|plz|kindly|asap|now)\b/,
  ),
  cue(
    "asking about something",
    -3,
    /^((at|in|on|by|from|for|until|till) )?(who|what|whats|where|when|which|why|whose|how)\b(?! (can|could|should|do|would|shall) (i|we)\b)/,
  ),
  cue("asking how to reach the team", -3, ASKS_ABOUT_REACHING),
  cue("asking when the team is there", -2, WHEN_THERE),
  cue("asking about someone assigned", -3, ASSIGNED),
  cue(
    "asking whether it is needed",
    -2,
    /\b(do|does|should|must|would|will) (i|we) (have to|need to|got to)\b/,
  ),
  cue(
    "asking about the team",
    -3,
    `\\babout (?:your|ur|the) (?:${anyOf(DEPARTMENTS)} )?${anyOf([...GROUPS, ...PEOPLE])}\\b`,
  ),
  cue(
    "asking whether something is so",
    -2,
    /^(is|are|was|were|will|does|do|did) (the|your|ur|this|that|its|they|these|those|it(?! (be )?(possible|ok|okay|alright|fine)))\b/,
  ),
  cue(
    "asking whether there is one",
    -1,
    /^(is there|are there|do (you|u|ya) have|have (you|u) got|does kestrel have)\b/,
  ),
  cue("the visitor's own customers", -2, THEIR_CUSTOMERS),
  cue(
    "asking what the product does",
    -3,
    /^(can|could|does|do|will|would|is|are) (your|the|its|ur|kestrel'?s?) (ai )?(agents?|bots?|chatbots?|assistants?|ai|platform|system|software|tools?|workforce|solution)\b/,
  ),
];

/** Points a message must earn to be taken as asking for a person. */
const THRESHOLD = 3;

/** Words a visitor opens with that change nothing: "ok", "honestly", "hi". */
const OPENERS =
  /^((ok|okay|so|and|but|also|well|hmm+|right|great|cool|nice|oh|ah|hey|hi|hello|sorry|honestly|fine|alright|sure|yes|yeah|yep|then|just|look|listen|um+|uh+)( |$))+/;

/** The signs a message shows, for reading why it was taken as it was. */
export function personRequestSigns(text: string): { score: number; signs: string[] } {
  const body = text.replace(OPENERS, "") || text;
  const matched = CUES.filter((each) => each.pattern.test(body));
  return {
    score: matched.reduce((sum, each) => sum + each.weight, 0),
    signs: matched.map((each) => each.sign),
  };
}

/**
 * "If the bot gets stuck with one of my customers, can it pass them to a real person?": how the
 * product hands the visitor's own customers over, not a request to talk to someone.
 */
const PRODUCT_HAND_OFF =
  /\b(bots?|chatbots?|ai|agents?|assistants?|system|workforce)\b.*\b(pass|hand|escalat\w*|transfer|route|forward|gets? stuck|can'?t (answer|help|solve))\b|\b(pass|hand|escalat\w*|transfer|route|forward)\w* (them|it|the (customer|caller|patient|student|shopper|conversation|case))\b/;

export const asksAboutProductHandOff = (text: string) =>
  THEIR_CUSTOMERS.test(text) && PRODUCT_HAND_OFF.test(text);

/** A team's size ("a 30-person company", "two-man shop") names no one to talk to. */
const TEAM_SIZE =
  /\b(\d+|[a-z]+)[- ](person|people|man|strong)\b(?= (team|company|firm|shop|business|agency|startup|practice|office|operation|outfit|clinic))/g;

/** What other people said, asked for as proof: "quotes from real people I can show my boss". */
const TESTIMONIALS = /\b(testimonials?|quotes?|reviews|references|case stud(y|ies))\b/;

/** Asked for a person rather than about the team or how to reach it. */
export const wantsPerson = (written: string) => {
  const text = written.replace(TEAM_SIZE, "$1-size");
  if (asksAboutProductHandOff(text) || TESTIMONIALS.test(text)) return false;
  return personRequestSigns(text).score >= THRESHOLD;
};

/** Asking for a price to be worked out: "I'd like a quote", "can you send us a proposal?". */
const QUOTE_REQUEST = new RegExp(
  `\\b${anyOf(["get", "need", "want", "like", "request", "have", "send", "give", "prepare", "receive", "ask for", "put together", "quote"])}(?: (?:me|us))?(?: (?:an?|the|your|some))?(?: (?:custom|tailored|rough|formal|written|price|pricing|firm|ballpark))* ${anyOf(["quote", "quotation", "proposal", "estimate", "price"])}\\b(?! (?:from|by) )`,
);

/** A request for a quote: answered from the site, and the team offered to prepare one. */
export const wantsQuote = (text: string) =>
  QUOTE_REQUEST.test(text) && !TESTIMONIALS.test(text.replace(/\bquot(e|ation)\b/g, ""));

/** The words the requests for a person are written in, for putting a visitor's slips right. */
export const personRequestWords = (): string[] => [
  PERSON,
  TALK,
  PUT,
  CONTACT,
  WANT,
  REACH_ME,
  NOT_THE_BOT.source,
  QUOTE_REQUEST.source,
];
