/**
 * How visitors greet, thank, take their leave, ask after the assistant or ask what it is: the
 * patterns the classifier uses to reply without a search.
 */

export const GREETING =
  /^(hi|hello|hey|heya|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|morning|afternoon|evening|g'?day|hola|buenos dias|bonjour|salut|hallo|guten (morgen|tag)|ciao)( (there|team|all|everyone|everybody|folks|guys|kestrel|ai|assistant|bot|chatbot|friend|partner|mate|zusammen|a todos|tout le monde|a tutti))*\b/;
export const THANKS =
  /^(ok(ay)? |great |perfect |awesome )?(thanks|thank you|thank u|thx|ty|ta|cheers|much appreciated|appreciate it|danke( schon)?|gracias|merci( beaucoup)?|grazie|obrigad[oa])( so much| a lot| very much| kindly)?( for (your|the|all (the|your)) (time|help|info|information|answers?|assistance|patience))?\b/;
/** Thanks at the end of a remark that asks nothing: "legend, sorted in no time, ta very much". */
export const THANKS_AT_END =
  /\b(thanks|thank you|thank u|thx|ta|cheers|much appreciated|appreciate it)( so much| a lot| very much| a million)?( again)?( (mate|buddy|friend|all))?$/;
export const ASKS_SOMETHING =
  /\b(what|whats|how|hows|when|where|wheres|which|who|whos|why|can|could|do|does|is|are|am|have|has|any|will|would|should|need|want|tell|show|give|walk|stop|explain)\b/;
export const TRAILING_THANKS =
  /[\s,.!;:-]+(thanks|thank you|thank u|thx|ty|ta|cheers|much appreciated|appreciate it)( so much| a lot| very much| in advance| a million)?( again)?( (mate|buddy|friend|all))?[\s.!]*$/i;
/** Wishing the visitor's time ahead well: "have a lovely weekend", "enjoy your evening". */
const PARTING_WISH =
  "(have|enjoy) (a|your) (good|nice|great|lovely|wonderful|fab|brilliant)? ?(day|one|evening|night|weekend|week|afternoon|morning)";
export const GOODBYE = new RegExp(
  `^(ok(ay)? )?(bye|goodbye|good bye|bye bye|see you|see ya|farewell|that's all|that is all|${PARTING_WISH}|take care|good ?night|(gotta|got to|i've got to|i have to|i must) (run|go|dash|head off)|catch (you|ya|u) (later|soon)|(i'll|ill|i will) (come|be|check) back( later| soon| tomorrow)?|talk (to you )?(later|soon))\\b`,
);
/** The visitor's wish for the assistant's own day, or a question about how it is doing. */
export const HOW_ARE_YOU =
  /^((and|so|well|oh) )?(how (are|r) (you|u|ya|yall|y'all)|what'?s new( with (you|u))?|how('s| is) (life|everything)|(you|u) (doing|keeping) (ok|okay|well|good|alright|fine)|how('s| is) it going|how are things|how('s|s| is| has) (your|ur) (day|morning|afternoon|evening|week)( been)?|how have you been|hope (you're|you are|youre|your (day|morning|afternoon|evening|week)('s| is)?) (going )?(well|good|great|ok|fine|nicely)|what's up|whats up|how do you do|(are|r) (you|u) having a (good|nice|great|busy) (day|one|time))( doing| going| treating you)?( on your end| with you| over there)?( today| so far)?( ((little|my|dear) )?(bot|robot|friend|assistant))?$/;
/** "What can you do?": the greeting says it. */
export const CAPABILITIES =
  /^(what (can|do) you (do|help( me)? with)|how can you help( me)?|what are you able to do|what can i ask( you)?)$/;
/** "Are you a bot?", "What's your name?": questions about the assistant itself. */
const IDENTITY =
  /^(are|r) (you|u) (a |an )?(real |actual )?(bot|robot|human|person|machine|computer|chatbot|ai|real)( or (a |an )?\w+)?$|^is this (a |an )?(bot|robot|human|real person|chatbot|machine|automated|ai|program)$|\bwhat('s| is) your name\b|\bdo you have a name\b|\bwhat (should|can|do|shall) i call (you|u)\b|\bwho am i (talking|speaking|chatting) (to|with)\b|\bwho (made|built|created) you\b|\bis (there )?(a |an )?(real |actual )?(person|human|someone|somebody) (typing|writing|answering|replying|behind)\b|\bor (is it|is this|are you) (just )?(a |an )?(software|program|script|machine|bot|robot|computer|automated|ai)\b|\bam i (talking|speaking|chatting) (to|with) (a |an )?(bot|robot|machine|human|person|real person|computer|ai)\b/;

/** What the assistant may be, in the words of a visitor wondering who is replying. */
const NATURE =
  /\b(bots?|robots?|chatbots?|ai|automated|automatic|machines?|computers?|programs?|software|scripts?|humans?|person|people|chatgpt|gpt|llm|language model)\b/;
/** A question about the one replying: "are you…", "is this…", "who am I talking to". */
const ASKS_WHO_REPLIES =
  /^((hang on|wait|hold on|so|just curious|quick question|out of curiosity|honestly|ok|okay|um|hmm|btw|sorry)( |$))*(are (you|u)|r u|what are (you|u)|is this|are these (replies|answers|messages)|who am i|am i (talking|chatting|speaking|texting|writing))\b|\b(typing|writing|answering|sending) (these|this|the|my) (replies|answers|messages|chat)\b|\b(behind|on the other end of) (this|the) (chat|screen|conversation)\b/;
/** "Is someone actually reading this?": whether a person is on the other end, not a request for one. */
const SOMEONE_READING =
  /^is (someone|somebody|anyone|anybody|a (real )?(person|human)) (actually |really |even )?(reading|typing|answering|replying to|writing|seeing) (this|these|my|me)\b/;
/** The visitor's business or the product, which makes "are you an AI company?" a real question. */
const ABOUT_THE_PRODUCT =
  /\b(company|companies|firm|outfit|business|agency|startup|solutions?|products?|platform|services?|customers?|clients?|offer|sell|build|provide|work with|speciali[sz]e|consult(ing|ancy)?|agents?|vendor|partner|american|european|based|located|registered|headquartered|incorporated|country)\b/;
const MAX_IDENTITY_WORDS = 14;

/**
 * "Is an automated assistant typing these replies?", "what are you, some kind of chatbot?":
 * the visitor wonders what is on the other end of this chat, not what the product is.
 */
export function asksWhatAssistantIs(text: string): boolean {
  if (IDENTITY.test(text) || SOMEONE_READING.test(text)) return true;
  return (
    text.split(" ").length <= MAX_IDENTITY_WORDS &&
    ASKS_WHO_REPLIES.test(text) &&
    NATURE.test(text) &&
    !ABOUT_THE_PRODUCT.test(text)
  );
}

/** A kind word about the assistant or the site: "nice job", "you're really helpful". */
export const COMPLIMENT =
  /^((haha|hah|lol|ok|okay|wow|well|oh|ah|honestly|tbh|man|dude)\s+)*(you'?re|you are|ur|u r|u are|this is|that'?s|that is|this was|that was|what an?|such an?)( an?)?( honestly| really| so| very| pretty| quite| actually| way| much| a lot| genuinely)* (useful|helpful|great|amazing|awesome|smart|clever|good|brilliant|excellent|impressive|fantastic|the best|more (useful|helpful|accurate)|better|sharper|smarter|quicker|faster|nicer|cleverer|handier|spot on|a star|a legend|a lifesaver|fast|quick|speedy|funny|lovely|kind)\b|^(love|loving|like|liking) (this|you|it|the|your)( (bot|assistant|chat|chatbot|site|website|tool))?$|\b(nice|good|great|well|awesome) (job|work|one|bot|assistant)\b|\bi (love|like) (this|you|it|your (bot|assistant|site|website))\b|\b(this|the|your) (bot|assistant|chat|chatbot|site|website)( is| was| has been)( \w+)? (useful|helpful|great|good|decent|solid|handy|clever|smart|brilliant|excellent|impressive|quick|fast)\b|\b(you|u) (type|write|reply|answer|respond)s? (so |really |super |way )?(fast|quick|quickly|faster)\b|\bimpressive\b/;

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
    "youre are there not bad happy for today now kindly chatting talking around makes sense " +
    "hi hello hey hiya heya howdy yo sup greetings pleased anybody anyone home again soon " +
    "off heading signing leaving going gotta go take care easy ttyl cya ciao goodnight night " +
    "covers covered everything bunch heaps anyway stuff fair enough know " +
    "alrighty righto grand ace sweet neat sorted solved resolved fixed worked works ah oh ooh"
  ).split(" "),
);
const GOODBYE_WORDS = new RegExp(
  `\\b(bye|goodbye|see (you|ya)|later|that's all|that is all|thats all|${PARTING_WISH}|take care|take it easy|heading off|signing off|i'?m off|off now|gotta go|got to go|ttyl|cya|ciao|good ?night|talk (soon|again))\\b`,
);
const GREETING_WORDS = /^(hi|hello|hey|hiya|heya|howdy|yo|sup|greetings|pleased|nice to meet)\b/;
const THANKS_WORDS = /\b(thanks|thank|thx|ty|cheers|appreciated?|helpful|useful|helped|helps)\b/;

/** The small-talk kind of a message made only of pleasantries, or null when it asks something. */
export function pleasantry(
  text: string,
): "goodbye" | "thanks" | "greeting" | "acknowledgement" | null {
  const words = text.split(" ");
  if (words.length === 0 || !words.every((word) => PLEASANTRY_WORDS.has(word))) return null;
  if (GOODBYE_WORDS.test(text)) return "goodbye";
  if (THANKS_WORDS.test(text)) return "thanks";
  if (GREETING_WORDS.test(text)) return "greeting";
  return "acknowledgement";
}
/**
 * Where a greeting comes from or what the visit is: "greetings from Berlin", "hello from the
 * team in Leeds", "hey, first time on your site, looks slick".
 */
const FROM_SOMEWHERE =
  /^from( the [a-z]+ (in|at))?( [a-z]+){1,2}$|^(i'?m |im )?(just )?(looking|browsing|having a look|checking (things|it|you) out|popping in|passing by)( around)?( here)?$|^((it'?s |this is )?(my )?first (time|visit)( here| visiting| on (your|the|this) (site|website|page))? ?)?((and )?(it |the site |the website |everything |your site )?looks (slick|nice|great|good|cool|clean|sharp|neat|awesome|amazing|lovely|professional|modern))?$/;

/** What is left of a message after a greeting or thanks, when it holds only more of the same. */
export function smallTalkOnly(rest: string): boolean {
  if (!rest || HOW_ARE_YOU.test(rest) || pleasantry(rest) || FROM_SOMEWHERE.test(rest)) return true;
  const match = GOODBYE.exec(rest) ?? THANKS.exec(rest) ?? GREETING.exec(rest);
  return match !== null && smallTalkOnly(rest.slice(match[0].length).trim());
}

/** The words the small-talk patterns are written in, for putting a visitor's slips right. */
export const smallTalkWords = (): string[] => [
  ...[GREETING, THANKS, GOODBYE, HOW_ARE_YOU, IDENTITY, NATURE, COMPLIMENT].map((p) => p.source),
  ...PLEASANTRY_WORDS,
];
