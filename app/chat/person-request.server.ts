/**
 * Asking for a person: the ways visitors ask to be put through to the team, told apart from
 * questions about how to reach it and about what the product does for their own customers.
 */

/** Someone on the team, as visitors name them ("a real person", "someone from sales"). */
const PERSON =
  "(a |an |the |some |one of your |your )?(real |live |actual )?(human|humans|person|people|someone|somebody|anyone|anybody|agent|representative|rep|operator|manager|sales( team| person| rep)?|support( team| staff)?|customer (service|support|care)( team)?|help ?desk|service desk|expert|engineer|specialist|consultant|advisor|staff|member of (your|the) ([a-z]+ )?team|team member|team|employee|colleague|human being)";
/** Asking to be put through to a person rather than asking about the product. */
const HANDOVER = new RegExp(
  [
    `\\b(talk|speak|chat|get me|connect me|put me through|transfer me|reach|contact|go through (it|this|that)|discuss (it|this|that))( to| with)? ${PERSON}\\b`,
    `\\b(can|could|will|would) ${PERSON} (call|phone|ring|contact|email) me\\b`,
    "\\b(call ?back|call me( back)?|phone me|give (me|us) a (call|ring|buzz)|drop (me|us) a line)\\b",
    "^(is )?(anyone|anybody|someone) (there|around|available)$",
    "^(is|are) (anyone|anybody|someone|somebody|people)( from (your |the )?[a-z]+( team)?)? (available|around|free|online|on hand)\\b",
    "\\b(real|live|actual) (human|person|people|agent)\\b",
    "^(a )?(human|person|agent|representative)( please| pls| now)?$",
    "\\b(human|person|someone) (please|pls)\\b",
    "\\b(need|want|like|prefer|rather have|get|give me) (to (talk|speak|chat) (to|with) )?(a |an |some )?(real |live |actual )?(human|person|agent|representative|operator|someone real)\\b",
    `\\b(complain|write|talk|speak)( to| with)? ${PERSON}\\b`,
    `\\b(someone|somebody|anyone|anybody|${PERSON})( from [a-z]+( ai)?)? (to )?(call|phone|ring|contact|email|reach out to|get back to|get in touch with) (me|us)\\b`,
    "\\b(i|we)\\b[^.?!]*\\b(get|have|receive|request|arrange|schedule) (a |an )?(call|callback|call back|phone call)\\b",
    "\\b(be|get|being) (contacted|called)\\b",
    "\\b(need|want|get|have) (someone|somebody|a person|a human|an? (real )?(expert|engineer|specialist|person|human))( (from|on|in) (your |the )?[a-z]+( team)?)? to (look|check|help|sort|fix|review|go through|go over|walk (me |us )?through|talk (me |us )?through)\\b",
    "\\b(put|get) (me|us) in (touch|contact)\\b|\\bconnect (me|us)\\b",
    "\\bwho (can|could|should|do) (i|we) (talk to|speak to|write to|reach out to|ask|turn to|go to)( then| instead| now)?$",
    "\\bwho (can|could|should|do) (i|we) (talk|speak|write|reach out) to\\b",
    "\\b(don'?t|do not|dont) want (to (talk|chat|speak) (to|with) )?(a |an |the |your )?(bot|robot|machine|ai|chatbot|computer)\\b",
    "\\b(is there|are there|do you have) (a |an |any )?(real |actual |live )?(person|human|people|someone|somebody|agent|representative|account manager|manager|consultant|specialist|salesperson|sales rep)( (from|in|on) (your |the )?[a-z]+( side| team| department)?)?( (i|we) (can|could) (talk|speak|email|write|call|chat)| (who|that) (can|could) (answer|help|explain|look)| available| there| here|$)",
    "\\b(can|could|will|would) (a |an |some )?(real |actual )?(human|person|someone|somebody|expert|consultant|specialist|engineer)( from (your |the )?[a-z]+( team)?)? (look|help|check|review|take a look)\\b",
    `\\bpass (me|us) (on |over |along )?to ${PERSON}\\b`,
    "^(operator|agent|human|person|representative|someone)( please| pls| now)?$",
    // Taking this conversation further, not how the product escalates its own cases.
    `^(please |pls |can you |could you )?escalate (this|it|that|me|my (question|case|issue|request|complaint))( to ${PERSON})?( please| pls| now)?$`,
    `\\bescalate (me|us|this|it|that) to ${PERSON}\\b`,
    `\\bpass (this|it|that|my (question|message|request|query|enquiry|inquiry|case)|the conversation) (on|along)( to ${PERSON})?\\b`,
    `\\b(human|person|someone|somebody|real people|one of (you|your (people|team|staff)))\\b.*\\b(take over|jump in|step in|join (this|the) (chat|conversation)|pick (this|it) up)\\b`,
    `^(please |pls |can you |could you )?(forward|send|pass|escalate) (this|it|that|my (question|message|request|query|details)) (on |along )?to ${PERSON}\\b`,
    // "I'd like this escalated to someone who can decide", "talk this through with a person".
    `\\b(this|it|that|my (question|case|issue|request|complaint|problem)) (escalated|passed on|forwarded|handed over) to ${PERSON}\\b`,
    `\\b(talk|go|run|walk) (this|it|that|things|me) (through|over) with ${PERSON}\\b`,
    "\\b(someone|somebody|a (real )?person|a human|one of you)( (from|on|in) (your |the )?[a-z]+( team)?)? (could|can|would|will) (look at|check|review|take a look at|go through|handle|deal with)\\b[^.?!]*\\bpersonally\\b",
    "\\b(someone|somebody|a (real )?person|a human|one of you)( (from|on|in) (your |the )?[a-z]+( team)?)? (could|can|would|will) (look at|check|review|take a look at|go through|handle|deal with) (it|this|that|my [a-z]+( [a-z]+)?)( for me)?$",
  ].join("|"),
);

/** People a visitor may ask for, named on their own ("one of your engineers", "a sales rep"). */
const PERSON_WORD =
  /\b((technical|tech|sales|support|your) (people|folks|guys|staff)|humans?|person|real people|someone|somebody|reps?|representatives?|salespeople|salesperson|sales (team|reps?|people|person)|engineers?|specialists?|experts?|consultants?|operators?|account manager|team member|colleagues?)\b/;
/** Turning away from the assistant: "no more robot", "rather than a chatbot". */
const NOT_THE_BOT =
  /\b(no more|not|stop|enough|instead of|rather than|than|don'?t want|hate|tired of|sick of|done with)( (a|an|the|this|your|talking|chatting|to|with))* (bots?|robots?|chatbots?|machines?|ai|automated)\b/;
/** Being contacted, or talking directly: what a visitor wants from the person named. */
const REACH_ME =
  /\b(email|e-mail|call|phone|ring|contact|reach|get back to|get in touch with|write to|message) (me|us)\b|\b(talk|speak|chat|deal|work|go through|discuss)\b.*\bdirectly\b|\bdirectly with\b|\bin person\b|\bface[- ]to[- ]face\b|\bone of (them|your)\b/;
/** The visitor's own customers: a question about what the product does for them, not a request. */
const THEIR_CUSTOMERS =
  /\b(customers?|clients?|callers?|shoppers?|patients?|students?|users?|applicants?)\b/;

/**
 * Asking for a person in words the patterns above do not list: a person named together with
 * being contacted or with turning away from the assistant, or almost nothing but a person.
 */
function asksForPerson(text: string): boolean {
  if (THEIR_CUSTOMERS.test(text)) return false;
  // "Can I visit in person?" names a way of meeting, not someone to meet.
  const namesPerson = PERSON_WORD.test(text.replace(/\bin person\b/g, ""));
  const words = text.split(" ").length;
  if (NOT_THE_BOT.test(text)) return namesPerson || words <= 8;
  return namesPerson && (REACH_ME.test(text) || words <= 3);
}

/**
 * A question about how to reach the team ("during which hours can we reach support?", "what's
 * the email to contact sales?") is answered from the site, not taken as asking for a person.
 */
const ASKS_ABOUT_REACHING =
  /\b(hours?|when|what time|which days?|how (long|quickly|fast|soon)|email address|phone number|address|where|dedicated|point of contact|after (we |you |it )?(launch|go live|sign))\b/;

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
const TESTIMONIALS = /\b(testimonials?|quotes?|reviews?|references?|case stud(y|ies))\b/;

/** Asked for a person rather than about how to reach the team. */
export const wantsPerson = (written: string) => {
  const text = written.replace(TEAM_SIZE, "$1-size");
  return (
    !asksAboutProductHandOff(text) &&
    !TESTIMONIALS.test(text) &&
    ((HANDOVER.test(text) && !ASKS_ABOUT_REACHING.test(text)) || asksForPerson(text))
  );
};

/** The words the requests for a person are written in, for putting a visitor's slips right. */
export const personRequestWords = (): string[] =>
  [HANDOVER, PERSON_WORD, NOT_THE_BOT, REACH_ME].map((pattern) => pattern.source);
