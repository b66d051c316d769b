import { suggestionPrompts, type SuggestionTopic } from "#app/content/chat.ts";
import { readForeignWords } from "./foreign-words.server.ts";

/** Replies that need no search: small talk, "tell me more" and asking for a person. */
export type ConversationalKind =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "how-are-you"
  | "identity"
  | "acknowledgement"
  | "compliment"
  | "off-topic"
  | "handover"
  | "follow-up";

/** What a message asks for, before any search: small talk, a suggested prompt or a question. */
export type Intent =
  | { kind: ConversationalKind }
  | { kind: "suggestion"; topic: SuggestionTopic }
  | {
      kind: "question";
      /** The question normalised (see normalizeMessage), for matching patterns. */
      text: string;
      /**
       * The question as the visitor wrote it, without a greeting in front: its punctuation tells
       * where one question ends and the next begins.
       */
      asked: string;
    };

/** Lower case, plain apostrophes, punctuation reduced to spaces: what the patterns below see. */
export function normalizeMessage(message: string): string {
  return message
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const GREETING =
  /^(hi|hello|hey|heya|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|morning|afternoon|evening|g'?day|hola|buenos dias|bonjour|salut|hallo|guten (morgen|tag)|ciao)( (there|team|all|everyone|everybody|folks|guys|kestrel|ai|assistant|bot|chatbot|friend|partner|mate|zusammen|a todos|tout le monde|a tutti))*\b/;
const THANKS =
  /^(ok(ay)? |great |perfect |awesome )?(thanks|thank you|thank u|thx|ty|ta|cheers|much appreciated|appreciate it|danke( schon)?|gracias|merci( beaucoup)?|grazie|obrigad[oa])( so much| a lot| very much| kindly)?( for (your|the|all (the|your)) (time|help|info|information|answers?|assistance|patience))?\b/;
/** Thanks at the end of a remark that asks nothing: "legend, sorted in no time, ta very much". */
const THANKS_AT_END =
  /\b(thanks|thank you|thank u|thx|ta|cheers|much appreciated|appreciate it)( so much| a lot| very much| a million)?( again)?( (mate|buddy|friend|all))?$/;
const ASKS_SOMETHING =
  /\b(what|whats|how|hows|when|where|wheres|which|who|whos|why|can|could|do|does|is|are|am|have|has|any|will|would|should|need|want|tell|show|give|walk|stop|explain)\b/;
const TRAILING_THANKS =
  /[\s,.!;:-]+(thanks|thank you|thank u|thx|ty|ta|cheers|much appreciated|appreciate it)( so much| a lot| very much| in advance| a million)?( again)?( (mate|buddy|friend|all))?[\s.!]*$/i;
/** Wishing the visitor's time ahead well: "have a lovely weekend", "enjoy your evening". */
const PARTING_WISH =
  "(have|enjoy) (a|your) (good|nice|great|lovely|wonderful|fab|brilliant)? ?(day|one|evening|night|weekend|week|afternoon|morning)";
const GOODBYE = new RegExp(
  `^(ok(ay)? )?(bye|goodbye|good bye|bye bye|see you|see ya|farewell|that's all|that is all|${PARTING_WISH}|take care|good ?night|(gotta|got to|i've got to|i have to|i must) (run|go|dash|head off)|catch (you|ya|u) (later|soon)|talk (to you )?(later|soon))\\b`,
);
/** The visitor's wish for the assistant's own day, or a question about how it is doing. */
const HOW_ARE_YOU =
  /^((and|so|well|oh) )?(how (are|r) (you|u)|how('s| is) it going|how are things|how('s| is| has) (your|ur) (day|morning|afternoon|evening|week)( been)?|how have you been|hope (you're|you are|youre|your (day|morning|afternoon|evening|week)('s| is)?) (going )?(well|good|great|ok|fine|nicely)|what's up|whats up|how do you do|(are|r) (you|u) having a (good|nice|great|busy) (day|one|time))( doing| going| treating you)?( on your end| with you| over there)?( today| so far)?( ((little|my|dear) )?(bot|robot|friend|assistant))?$/;
/** "What can you do?": the greeting says it. */
const CAPABILITIES =
  /^(what (can|do) you (do|help( me)? with)|how can you help( me)?|what are you able to do|what can i ask( you)?)$/;
/** "Are you a bot?", "What's your name?": questions about the assistant itself. */
const IDENTITY =
  /^(are|r) (you|u) (a |an )?(real |actual )?(bot|robot|human|person|machine|computer|chatbot|ai|real)( or (a |an )?\w+)?$|^is this (a |an )?(bot|robot|human|real person|chatbot|machine|automated|ai|program)$|\bwhat('s| is) your name\b|\bdo you have a name\b|\bwhat (should|can|do|shall) i call (you|u)\b|\bwho am i (talking|speaking|chatting) (to|with)\b|\bwho (made|built|created) you\b|\bis (there )?(a |an )?(real |actual )?(person|human|someone|somebody) (typing|writing|answering|replying|behind)\b|\bor (is it|is this|are you) (just )?(a |an )?(software|program|script|machine|bot|robot|computer|automated|ai)\b|\bam i (talking|speaking|chatting) (to|with) (a |an )?(bot|robot|machine|human|person|real person|computer|ai)\b/;

/** Someone on the team, as visitors name them ("a real person", "someone from sales"). */
const PERSON =
  "(a |an |the |some |one of your |your )?(real |live |actual )?(human|humans|person|people|someone|somebody|anyone|anybody|agent|representative|rep|operator|manager|sales( team| person| rep)?|support( team| staff)?|customer (service|support|care)( team)?|help ?desk|service desk|expert|engineer|specialist|consultant|advisor|staff|member of (your|the) ([a-z]+ )?team|team member|team|employee|colleague|human being)";
/** Asking to be put through to a person rather than asking about the product. */
const HANDOVER = new RegExp(
  [
    `\\b(talk|speak|chat|get me|connect me|put me through|transfer me|reach|contact|go through (it|this|that)|discuss (it|this|that))( to| with)? ${PERSON}\\b`,
    `\\b(can|could|will|would) ${PERSON} (call|phone|ring|contact|email) me\\b`,
    "\\b(call ?back|call me( back)?|phone me)\\b",
    "^(is )?(anyone|anybody|someone) (there|around|available)$",
    "\\b(real|live|actual) (human|person|people|agent)\\b",
    "^(a )?(human|person|agent|representative)( please| pls| now)?$",
    "\\b(human|person|someone) (please|pls)\\b",
    "\\b(need|want|like|prefer|rather have|get|give me) (to (talk|speak|chat) (to|with) )?(a |an |some )?(real |live |actual )?(human|person|agent|representative|operator|someone real)\\b",
    `\\b(complain|write|talk|speak)( to| with)? ${PERSON}\\b`,
    `\\b(someone|somebody|anyone|anybody|${PERSON})( from [a-z]+( ai)?)? (to )?(call|phone|ring|contact|email|reach out to|get back to|get in touch with) (me|us)\\b`,
    "\\b(i|we)\\b[^.?!]*\\b(get|have|receive|request|arrange|schedule) (a |an )?(call|callback|call back|phone call)\\b",
    "\\b(be|get|being) (contacted|called)\\b",
    "\\b(put|get) (me|us) in (touch|contact)\\b|\\bconnect (me|us)\\b",
    "\\bwho (can|could|should|do) (i|we) (talk|speak|write|reach out) to\\b",
    "\\b(don'?t|do not|dont) want (to (talk|chat|speak) (to|with) )?(a |an |the |your )?(bot|robot|machine|ai|chatbot|computer)\\b",
    "\\b(is there|are there|do you have) (a |an |any )?(real |actual |live )?(person|human|people|someone|somebody|agent|representative)( (from|in|on) (your |the )?[a-z]+( side| team| department)?)?( (i|we) (can|could) (talk|speak|email|write|call|chat)| (who|that) (can|could) (answer|help|explain|look)| available| there| here|$)",
    "\\b(can|could|will) (a |an |some )?(real |actual )?(human|person|someone|somebody|expert|consultant|specialist|engineer) (look|help|check|review|take a look)\\b",
    "^(operator|agent|human|person|representative|someone)( please| pls| now)?$",
    // Taking this conversation further, not how the product escalates its own cases.
    `^(please |pls |can you |could you )?escalate (this|it|that|me|my (question|case|issue|request|complaint))( to ${PERSON})?( please| pls| now)?$`,
    `\\bpass (this|it|that|my (question|message|request|query|enquiry|inquiry|case)|the conversation) (on|along)( to ${PERSON})?\\b`,
    `^(please |pls |can you |could you )?(forward|send|pass|escalate) (this|it|that|my (question|message|request|query|details)) (on |along )?to ${PERSON}\\b`,
  ].join("|"),
);

/** People a visitor may ask for, named on their own ("one of your engineers", "a sales rep"). */
const PERSON_WORD =
  /\b(humans?|person|real people|someone|somebody|reps?|representatives?|salespeople|salesperson|sales (team|reps?|people|person)|engineers?|specialists?|experts?|consultants?|operators?|account manager|team member|colleagues?)\b/;
/** Turning away from the assistant: "no more robot", "rather than a chatbot". */
const NOT_THE_BOT =
  /\b(no more|not|stop|enough|instead of|rather than|than|don'?t want|hate|tired of|sick of|done with)( (a|an|the|this|your|talking|chatting|to|with))* (bots?|robots?|chatbots?|machines?|ai|automated)\b/;
/** Being contacted, or talking directly: what a visitor wants from the person named. */
const REACH_ME =
  /\b(email|e-mail|call|phone|ring|contact|reach|get back to|get in touch with|write to|message) (me|us)\b|\b(talk|speak|chat|deal|work|go through|discuss)\b.*\bdirectly\b|\bdirectly with\b|\bin person\b|\bone of (them|your)\b/;
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

/** A kind word about the assistant or the site: "nice job", "you're really helpful". */
const COMPLIMENT =
  /^((haha|hah|lol|ok|okay|wow|well|oh|ah|honestly|tbh|man|dude)\s+)*(you'?re|you are|ur|u r|u are|this is|that'?s|that is|this was|that was|what an?|such an?)( an?)?( honestly| really| so| very| pretty| quite| actually| way| much| a lot| genuinely)* (useful|helpful|great|amazing|awesome|smart|clever|good|brilliant|excellent|impressive|fantastic|the best|more (useful|helpful|accurate)|better|sharper|smarter|quicker|faster|nicer|cleverer|handier|spot on|a star|a legend|a lifesaver|fast|quick|speedy|funny|lovely|kind)\b|^(love|loving|like|liking) (this|you|it|the|your)( (bot|assistant|chat|chatbot|site|website|tool))?$|\b(nice|good|great|well|awesome) (job|work|one|bot|assistant)\b|\bi (love|like) (this|you|it|your (bot|assistant|site|website))\b|\bimpressive\b/;

/**
 * Requests plainly outside the site: weather, news, sport, recipes, homework, writing, coding,
 * trivia. Answering them from the content would quote a passage that shares one word.
 */
const OFF_TOPIC = new RegExp(
  `\\b(${[
    // Weather, food, sport, entertainment, trivia and travel.
    "weather|forecast|temperature outside|recipe|cook(ing)? (a|an|the)|bake",
    "(rain|snow)(ing)? (today|tonight|tomorrow|later|this (morning|afternoon|evening|week|weekend))",
    "(gonna|going to|will it|is it) (rain|snow)",
    "lottery|horoscope|zodiac|who won|world cup|super bowl|football|soccer|basketball|baseball",
    "nba|nfl|movie|film|song|lyrics|tv show|netflix|celebrity",
    "capital of|population of|meaning of life|how far is|distance (from|between)",
    "time is it|what day is it|today's date|nearest (restaurant|pizza|bar|cafe|hotel)",
    "book (a|me a) (flight|hotel|table)|flights? to",
    // Homework, writing, sums and translation.
    "homework|essay|poem|haiku|limerick|short story|translate (this|that|it|into|to)",
    "how (do|would|can) (you|i|we|one) say .+ in (japanese|chinese|mandarin|korean|french|german|spanish|italian|portuguese|russian|arabic|hindi|dutch|swedish|polish|turkish|greek|latin)",
    "square root|solve (this|for)",
    // A hyphen between figures is a range ("9-5", "4-8 weeks"); a sum's minus stands apart.
    "\\d+(\\.\\d+)? ?(times|plus|minus|divided by|multiplied by|x|\\*|\\+|\\/) ?\\d+(\\.\\d+)?",
    "\\d+(\\.\\d+)? - \\d+(\\.\\d+)?",
    // Money: stock tips and crypto.
    "stock price|stocks? (should|to|worth)|shares to buy|invest(ing|ment)? (in|tips|advice)",
    "crypto(currency)?|bitcoin|ethereum",
    // Someone else's code, computer or assistant.
    "linked list|leetcode|algorithm for|sort an array|regex for|sql (query )?(for|to)|stack ?trace",
    "syntax error|debug (my|this)|fix my code|write (me )?(a |some )?(code|script|function|program)",
    "(python|javascript|typescript|java|sql|bash) (script|function|code|error|program|question)",
    "(write|fix|debug|explain) (me )?(a |an |some |my |this )?(python|javascript|typescript|java|sql|bash)",
    "(fix|repair|troubleshoot|reset) (my|the|a) (laptop|computer|phone|printer|router|wifi|internet|tv)",
    "wifi|chatgpt|gemini|siri|alexa",
    // Someone else's spreadsheet: a formula, not the spreadsheets an integration connects to.
    "(excel|spreadsheet|sheets) (formula|function|macro)s?|vlookup|xlookup|pivot ?tables?",
  ].join("|")})\\b`,
);

/** Words that carry no request: a message made only of them is a pleasantry. */
const PLEASANTRY_WORDS = new Set(
  (
    "ok okay k cool great nice good perfect awesome excellent fine alright right sure super " +
    "wonderful lovely brilliant amazing got it understood noted sounds yes yep yeah no nope " +
    "thanks thank you u so much a lot very really thx ty cheers appreciate appreciated mate " +
    "buddy friend that that's thats this was is has been helpful useful helped helps help all " +
    "i i'm im needed need wanted what exactly for the info information answer answers your " +
    "you've have day evening weekend one bye goodbye see ya later then and now done " +
    "it's glad nice to meet pleasure lol haha hmm sorry worries never mind job well you're " +
    "youre are there not bad happy for today now kindly chatting talking around makes sense"
  ).split(" "),
);
const GOODBYE_WORDS =
  /\b(bye|goodbye|see (you|ya)|later|that's all|that is all|thats all|have a (good|nice|great) (day|one|evening|weekend))\b/;
const THANKS_WORDS = /\b(thanks|thank|thx|ty|cheers|appreciated?|helpful|useful|helped|helps)\b/;

/** The small-talk kind of a message made only of pleasantries, or null when it asks something. */
function pleasantry(text: string): ConversationalKind | null {
  const words = text.split(" ");
  if (words.length === 0 || !words.every((word) => PLEASANTRY_WORDS.has(word))) return null;
  if (GOODBYE_WORDS.test(text)) return "goodbye";
  if (THANKS_WORDS.test(text)) return "thanks";
  return "acknowledgement";
}
/** What is left of a message after a greeting or thanks, when it holds only more of the same. */
function smallTalkOnly(rest: string): boolean {
  if (!rest || HOW_ARE_YOU.test(rest) || pleasantry(rest)) return true;
  const match = GOODBYE.exec(rest) ?? THANKS.exec(rest);
  return match !== null && smallTalkOnly(rest.slice(match[0].length).trim());
}

/** Words that announce a question without asking it: "quick q:", "one more thing,". */
const PREAMBLE =
  /^(quick (q|question|one)|(one )?(more|last|another|other|final) (thing|question|q)|(a |one |small |little )?question( for (you|ya))?|just (wondering|curious|checking)|i was wondering|i wonder|btw|by the way|sorry|hmm+|um+|uh+) /;

const FOLLOW_UP =
  /^(tell me more|more|more please|go on|continue|keep going|what else|elaborate|more details|more info( please)?|and)( about (that|it|this))?$/;

/** Close paraphrases of each suggested prompt, so typing it works as well as the chip. */
const suggestionPatterns: Record<SuggestionTopic, RegExp> = {
  company:
    /^((tell|talk to) (me|us) )?(more )?about (the company|your company|kestrel( ai)?|you|yourselves)$|^(so )?who (are|r) (you|u)( guys| all| folks| people)?( exactly)?( and what do (you|u)( guys)?( actually| really| even)? do)?$|^who is kestrel( ai)?$|^what (is|does) kestrel( ai)?( do)?$|^what do (you|u) (guys |people |folks )?(actually |really |even )?do( exactly)?$/,
  goals:
    /\bhow (can|could|does|do|will|would|might) (ai|artificial intelligence)\b.*\b(help|support|achieve|reach|meet)\b|\b(ai|artificial intelligence)\b.*\b(my|our) (business )?(goals?|objectives)\b/,
  humanCentric: /\bhuman[\s-]?(centric|centred|centered|first)\b/,
  trends:
    /\btrend(s|ing|y)?\b.*\b(ai|artificial intelligence)\b|\b(ai|artificial intelligence)\b.*\btrend(s|ing|y)?\b|\b(latest|new|news) (in|on|about) (ai|artificial intelligence)\b/,
  fun: /\bsomething (fun|funny|interesting)\b|\bfun fact\b|\bjoke\b|\bmake me (laugh|smile)\b|\bsurprise me\b/,
};

const exactPrompts = new Map(
  (Object.entries(suggestionPrompts) as [SuggestionTopic, string][]).map(([topic, prompt]) => [
    normalizeMessage(prompt),
    topic,
  ]),
);

/**
 * Classifies a message. A pleasantry in front of a question ("Hi, what are your hours?") is
 * dropped so the question is answered; on its own it gets the small-talk reply.
 */
export function classify(written: string): Intent {
  // "What's your postcode? Thanks!": the thanks after a question is not part of it.
  const unthanked = written.replace(TRAILING_THANKS, "");
  const message =
    unthanked !== written && ASKS_SOMETHING.test(normalizeMessage(unthanked)) ? unthanked : written;
  let text = normalizeMessage(message);
  const exact = exactPrompts.get(text);
  if (exact) return { kind: "suggestion", topic: exact };

  const polite = pleasantry(text);
  if (polite) return { kind: polite };

  for (const [kind, pattern] of [
    ["greeting", GREETING],
    ["thanks", THANKS],
    ["goodbye", GOODBYE],
  ] as const) {
    const match = pattern.exec(text);
    if (!match) continue;
    const rest = text.slice(match[0].length).trim();
    if (smallTalkOnly(rest)) return { kind };
    text = rest;
  }
  const preamble = PREAMBLE.exec(text);
  if (preamble && text.slice(preamble[0].length).includes(" ")) {
    text = text.slice(preamble[0].length);
  }
  if (!text || CAPABILITIES.test(text)) return { kind: "greeting" };
  if (HOW_ARE_YOU.test(text)) return { kind: "how-are-you" };
  if (THANKS_AT_END.test(text) && !ASKS_SOMETHING.test(text) && !message.includes("?")) {
    return { kind: "thanks" };
  }
  if (IDENTITY.test(text)) return { kind: "identity" };
  if (wantsPerson(text) || wantsPerson(normalizeMessage(readForeignWords(message)))) {
    return { kind: "handover" };
  }
  if (OFF_TOPIC.test(text)) return { kind: "off-topic" };
  if (COMPLIMENT.test(text) && !text.includes("?")) return { kind: "compliment" };
  if (FOLLOW_UP.test(text)) return { kind: "follow-up" };

  // "And who are you exactly?" asks what the prompt asks.
  const unjoined = text.replace(/^((and|also|so|ok|okay|but) )+/, "");
  for (const [topic, pattern] of Object.entries(suggestionPatterns) as [
    SuggestionTopic,
    RegExp,
  ][]) {
    if (pattern.test(unjoined)) return { kind: "suggestion", topic };
  }
  return { kind: "question", text, asked: asWritten(message, text) };
}

/** Asked for a person rather than about how to reach the team. */
const wantsPerson = (text: string) =>
  (HANDOVER.test(text) && !ASKS_ABOUT_REACHING.test(text)) || asksForPerson(text);

/** The end of the message that normalises to `text`: the message without what was dropped. */
function asWritten(message: string, text: string): string {
  const trimmed = message.trim();
  if (normalizeMessage(trimmed) === text) return trimmed;
  for (const start of trimmed.matchAll(/\s+/g)) {
    const rest = trimmed.slice(start.index + start[0].length);
    if (normalizeMessage(rest) === text) return rest;
  }
  return text;
}
