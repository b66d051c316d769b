/**
 * Phrases visitors use whose meaning is not in their words ("when are you guys around?" asks
 * for the support hours), each with the terms the content uses for it. They are added to the
 * question, never put in place of its own words.
 */
import { ACCOUNT_PHRASE_HINTS, type PhraseHint } from "./phrase-hints-accounts.server.ts";

const PHRASE_HINTS: readonly PhraseHint[] = [
  // The company's address, not the visitor's own.
  [/\b(your|ur|kestrel'?s?|the company'?s?|support) e-?mail\b|\bemail (you|u)\b/i, "support email"],
  [
    /\b(can'?t|cannot|can not|unable to|fails? to|does not|doesn'?t) (answer|solve|handle|help|understand)\b|\b(explain|repeat|say) (everything|it all|it|themselves) again\b|\bstart (again )?(from|over from) (zero|scratch)\b/i,
    "hands over summary",
  ],
  [/\bbeen around\b|\bin business\b/i, "founded"],
  // The company's own beginning, not where a visitor's project starts.
  [
    /\b(when|what year|which year|in what year) (did|was|were) (you|u|kestrel|the company|your company|the firm|you guys|u guys|y'?all)( guys| all)? (first )?(start|get started|begin|launch|open|set up|founded|established|created|formed|born)\b|\bhow old is (kestrel|the company|your company|the firm)\b/i,
    "founded history",
  ],
  // The team's reply to a message, not the solutions' response time.
  [
    /\b(you|u|you guys|your team|your staff|your people|someone|somebody|anyone)( usually| normally| typically| generally| actually)? (reply|respond|answer|get back|read)\b/i,
    "reply business day",
  ],
  [/\b(what'?s|what is) the (most|least|maximum|minimum)\b/i, "maximum"],
  [/\bescalat/i, "hands over summary"],
  // The AI agents' hours, not the team's.
  [
    /\b(agents?|bots?|robots?|ai|assistants?)\b.*\b(nights?|night ?time|weekends?|sundays?|saturdays?|holidays?|around the clock)\b|\b(nights?|weekends?|sundays?|saturdays?|holidays?)\b.*\b(your|the) (ai |ai-powered )?(agents?|bots?|assistants?)\b/i,
    "always-on coverage day and night",
  ],
  [
    /^(?!.*\b(account|accounts|registering|registration|register|sign(ing)? up|signup)\b).*\b(expensive|cheap|costs?|prices?|pricing|fees?|afford(?! (any |much |more )?(downtime|outages?|mistakes|errors|delays|risks?|to (lose|miss|wait|break)))|budget|rate card|set (us|me|you|them) back|money[- ]?wise|on a (tight |small |shoestring )?budget|(?<!by )how much (is|are|does|do|will|would)(?! (it|they|this|that|(the|your)( \w+){1,3}) (cut|save|reduce|lower|shorten|improve|increase|lift|boost|raise|speed|help)))\b|\$\$/i,
    "pricing price list",
  ],
  // The consultation, asked for as a meeting with the team.
  [
    /\b(appointment|meeting|call|session|chat|talk) with (you|u|your|kestrel|an? (expert|specialist|consultant)|someone)\b|\b(talk|speak|chat) to (you|u|your team|kestrel) about\b/i,
    "book consultation",
  ],
  // Support once a project is live, not the launch itself.
  [
    /\b(after|once|post)[- ](we |you |it |it'?s |it is |the \w+ (is |has )?|we'?ve |we have )?(launch|launched|gone live|go(es)? live|live)\b|\b(once|after|when) (it'?s|it is|everything'?s|everything is|we'?re|we are|the \w+ (is|are)) (up and )?running\b/i,
    "support after launch",
  ],
  [/\bpass\b.*\bon to\b|\bhand(ed|s)? (it |my \w+ )?over to\b/i, "share sharing processors"],
  [/\b(gdpr|privacy|data|access|deletion|erasure) requests?\b/i, "rights request month"],
  // The consultation's calendar, not the team's opening hours.
  [
    /\b(consult(ation)?s?|intro (call|meeting)|slots?|calendar|scheduler|booking)\b.*\b(weekends?|saturdays?|sundays?|time ?zones?|clock|local time)\b|\b(weekends?|saturdays?|sundays?|time ?zones?)\b.*\b(consult(ation)?s?|intro (call|meeting)|slots?|calendar|scheduler)\b/i,
    "consultation time slots weekends skipped eastern",
  ],
  [
    /\bno strings\b|\bstrings attached\b|\b(what'?s|any|is there a) (the )?catch\b|\bsign (anything|something|a contract)\b/i,
    "free consultation no obligation",
  ],
  // Sign-in trouble as requests the AI agents take on, not the visitor's own.
  [
    /\b(locked out|can'?t (log|sign) ?in|password resets?|forgotten passwords|access requests?)\b.*\b(agents?|bots?|ai|automate|take (those|them|that|it) off|handle)\b|\b(agents?|bots?)\b.*\b(locked out|password resets?)\b/i,
    "agents routine requests resetting access",
  ],
  // Going back on a choice, in the content's words for it ("changed your mind?"): leaving the
  // newsletter, recovering a deleted account, withdrawing consent. The conversation's topic
  // decides which one.
  [
    /\b(change[sd]? (my|our|their|your|his|her) minds?|regret\w*|withdraw\w* (my |our |their |your |his |her )?consent|second thoughts|get(ting)? (bored|tired) of|no longer want|(don'?t|do not) want (it|this|that|them) any ?more|want (it|that|this) back)\b/i,
    "change mind",
  ],
  // The channels the agents answer on.
  [
    /\b(which|what|on which|in which|what kind of) channels?\b|\bchannels? (do|does|are|is|can)\b/i,
    "chat email voice",
  ],
  // How much a field takes.
  [/\bhow (long|big|many characters) (can|may|could|is allowed)\b/i, "maximum length characters"],
  [/\b(stands?|standing) for\b|\bbelieve in\b/i, "values"],
  // Whether it works, as the content's results and measurements.
  [/\bmove the needle\b|\bpa(y|ys|ying|id) off\b|\bmake (a|any) difference\b/i, "results measure"],
  // Proof from clients, not the product's own description.
  [
    /\b(any|real|actual|existing|other) (clients?|customers?|companies|businesses) (used|using|tried|use|uses)\b|\bwho (uses|has used|is using|already uses)\b/i,
    "case study clients",
  ],
  // Whether a business of the visitor's size is welcome.
  [
    /\b(a business|a company|companies|businesses|firms?|shops?) (of |my |our )?(my |our |that |this )?size\b|\b(only|just|mainly|mostly) (for|meant for|aimed at) (big|large|huge|bigger|larger)\b|\bbig (corporates?|corporations|enterprises)\b|\b(too small|tiny|small) (for you|for this)\b/i,
    "startups enterprises alike",
  ],
  // A year of the company's history: "what happened for you in 2025?".
  [
    /\bwhat (happened|did (you|kestrel|the company) (do|achieve)|was (new|big))\b.*\b20\d\d\b|\b(in|during) 20\d\d\b.*\b(happen|happened|achieve|achieved|milestones?)\b/i,
    "history milestones",
  ],
  // Choosing among the solutions: "no idea which of your solutions we need".
  [
    /\b(which|what)( of (your|the))? (solutions?|products?|services?|options?|ones?|things?|mix)\b.*\b(need|fits?|suits?|right|figure|work out|choose|pick|go for)\b/i,
    "decide which solution fits starting point",
  ],
  // The company's purpose: "what's the point of Kestrel?".
  [
    /\bwhat('?s| is) the point of (kestrel|you|you guys|the company|your company)\b|\bwhat (is|are) (kestrel|the company|your company|you guys) (trying|aiming|setting out|here) to\b/i,
    "mission exists practical",
  ],
  // Every solution at once: "one line on each of your solutions".
  [
    /\b(each|all|every one) of (your|the) (solutions|products|offerings|services)\b|\b(sum|summ?ari[sz]e) (them|it|up) (all )?.*\b(solutions|products|offerings)\b/i,
    "solutions offer",
  ],
  // The clock the site's times are given in.
  [/\b(time ?zones?|which clock|what clock)\b/i, "Eastern Time"],
  // The team's hours, asked as when someone is there.
  [
    /\bwhen (are|r|is) (you|u|your team|the team|support|someone|anyone|somebody)( guys| all| folks| lot)? (around|available|open|in|online|reachable|working|there|about|at your desks?)\b|\bwhat time (do|does) (you|u|your team|the team|support|the office) (open|close|start|finish)\b/i,
    "support hours",
  ],
  // How it turned out, as the content's results.
  [
    /\b(pan(ned)?|turn(ed)?|work(ed)?) out\b|\bin (figures|numbers)\b|\bby the numbers\b/i,
    "results",
  ],
  // Putting the consultation in the diary.
  [
    /\b(get|put|pencil) (one|it|that|a \w+|something) (on|in|into) (the|my|our) (calendar|diary|books|schedule)\b|\b(schedule|book|arrange|set up) (one|it|that)( in| up)?\b/i,
    "book consultation schedule",
  ],
  // The whole project's length.
  [/\bstart to finish\b|\bend to end\b|\ball in all\b/i, "how long weeks"],
  // Keeping data, in everyday words.
  [
    /\b(hang|hold|hanging|holding) on to\b|\bhow long (do|will) (you|u) (keep|store|hold)\b/i,
    "kept retention",
  ],
  // How the assistant talks to each customer.
  [
    /\b(way|how) (it|they|the \w+|your \w+) (talks?|speaks?|writes?|sounds?|addresses)\b|\b(talk|speak|write)s? (differently|the same)\b/i,
    "adaptive tone",
  ],
  // Trying a workflow before it goes live, and who approves a change.
  [
    /\b(try|test)\w* (\w+ ){0,3}(out )?before (\w+ ){0,3}(go(es)? live|launch|production)\b|\bsigns? off\b/i,
    "safe testing approvals",
  ],
  // The company's formal address, not an account's registration.
  [
    /\bregistered (office|address|company|business|name|seat)\b|\bcorrespondence\b/i,
    "office address",
  ],
  // Talking it through before buying anything: the free consultation.
  [
    /\b(sit(ting)? down|proper conversation|talk (it|things|this) through|conversation|chat|meet(ing)?)\b.*\bbefore (committing|buying|signing|deciding|we (commit|buy|sign|decide))\b|\bset (it|that|one|this) up\b/i,
    "free consultation book",
  ],
  // The steps after the first, as the process.
  [
    /\bthen what\b|\bwhat then\b|\bwhat comes (right |straight |directly )?(next|after( that| it| this)?)\b/i,
    "process steps",
  ],
  // Who the company is made of.
  [
    /\bwho('?s| is| are) behind\b|\bwho (started|founded|runs|run) (it|this|kestrel|the company|you)\b/i,
    "founded team engineers",
  ],
  // Starting small and adding solutions later.
  [
    /\b(bolt|add(ed)?) on\b|\badd (the )?(rest|others|more|them) later\b|\b(start|begin) (with )?(just |only )?(one|a single|small)\b/i,
    "expand in stages adding solutions",
  ],
  // What a project would earn, as the plan's expected results.
  [
    /\b(what|which|the|a|any) (kind of |sort of )?(return|payback|pay-?off|roi)\b|\b(pay (for )?itself|worth the (money|investment|spend))\b/i,
    "expected results estimate value",
  ],
  // How long the software takes to act: the solutions' response time.
  [
    /\b(delay|latency|lag)\b|\bhow (quick|fast|long)( is| does| do| are)? (each|every|a single|one) (step|reply|answer|action)\b|\bhow (long|fast|quick(ly)?) (does|do|will|would|can) (it|they|the \w+( \w+)?) (take to )?(work out|decide|respond|react|answer|pick|choose)\b/i,
    "response time",
  ],
  // What one customer's profile can hold.
  [
    /\bhow many\b.*\b(things|details|data points|attributes|fields|traits|facts)\b.*\b(track|remember|store|hold|know)\b|\bhow many\b.*\b(track|remember|store|hold)\b.*\b(per|for (one|each|a single)) (customer|person|shopper|user|profile)\b/i,
    "parameters per customer profile",
  ],
  // Launching a little at a time rather than all at once.
  [
    /\b(bit by bit|piece by piece|gradual(ly)?|phased|in phases|incremental(ly)?|big bang|one big (switch|launch|bang)|(switch|flip)(ing)? (everything|it all|the whole thing) on( at once)?|roll(ing)? (it |this |them |everything )?out)\b/i,
    "launch in stages",
  ],
  // A story's outcome.
  [/\bwhat happened (to|with)\b/i, "results"],
  // An old system of the visitor's, as the content's integration with any system that has an API.
  [
    /\b(old|ancient|legacy|outdated|ageing|aging|\d+[- ]years?[- ]old|home-?grown|custom-built|in-house)\b.{0,40}\b(system|software|erp|crm|tms|database|tool|platform|thing|stack)\b/i,
    "integrate systems api",
  ],
  // Which days, as the weekdays of a calendar or of the team's hours.
  [/\b(which|what) days?\b/i, "weekdays days"],
  [
    /\bwhat times?\b.*\b(somebody|someone|anyone|you|u|your team|support)\b.*\b(there|around|available|in|open|reachable)\b/i,
    "support hours",
  ],
  [
    /\b(when|how soon) (do|will|would) (i|we) (get|receive) (the|my|our) (first|next) (one|issue|e-?mail|newsletter)\b/i,
    "one email a month",
  ],
  // The company's first clients, as its history tells.
  [/\bfirst (\w+ )?(clients?|customers?)\b/i, "first enterprise clients history"],
  // How much a figure moved, as a story's results.
  [
    /\bby how much\b|\b(go|went|gone|come|came) (down|up)\b|\bhow much (did|has|have) .{0,40}\b(drop|fall|fell|decrease|shrink|improve|rise|grow|increase)\b/i,
    "results",
  ],
  // The figures a buyer asks for.
  [
    /\b(hard|key|headline|core) (numbers|figures|stats|metrics)\b/i,
    "accuracy response time compliance",
  ],
  // Each solution's own figure: "the numbers only please", "headline figures for each".
  [
    /^(the |just the )?(numbers|figures|stats)( only)?( please| pls)?$|\b(numbers|figures|stats|results) (for|of) each (solution|product|one)\b|\bthree headline\b/i,
    "typical result",
  ],
  // Whether something happens straight away: "is it instant?".
  [/\b(instant(ly)?|immediate(ly)?|right away|straight away)\b/i, "at once immediately"],
  // The rest of the solutions after one: "what about the other two?".
  [/\bthe other (two|ones|solutions|products|offerings)\b/i, "solutions offer"],
  // The data personalisation reads, not the privacy policy's data.
  [
    /\b(personali[sz]|tailor)\w*\b.*\b(data|info|information|signals)\b|\b(data|info|information|signals)\b.*\b(personali[sz]|tailor)\w*/i,
    "signals purchase history preferences journey stage",
  ],
  // One word for what the company offers.
  [/^(your |ur |what |which )?(services|products|offerings|solutions)\W*$/i, "solutions offer"],
  // A legal text's date.
  [
    /\b(date|version|last (updated|changed|revised))\b.*\b(privacy policy|policy|terms)\b|\b(privacy policy|policy|terms)\b.*\b(date|version|last (updated|changed|revised))\b/i,
    "last updated",
  ],
  // Commitment after the free consultation.
  [/\b(bound|locked|tied|committed|obliged|obligated) (in)?to\b|\block-?in\b/i, "no obligation"],
  // One person at Kestrel for the client.
  [
    /\b(fixed|dedicated|named|single|own|regular) (person|contact|point of contact|account manager|manager)\b/i,
    "named contact",
  ],
  [
    /\bnewsletters?\b.*\bwhat('?s| is)( actually)? in (it|them)\b/i,
    "client results practical guides",
  ],
  // What a client gained: "what did they get out of it?".
  [/\b(get|got|gets|gain|gained|take|took) out of (it|that|this|them|the project)\b/i, "results"],
  ...ACCOUNT_PHRASE_HINTS,
];

/** The content's terms for each phrase of the question that its words do not say. */
export const phraseHints = (question: string): string[] =>
  PHRASE_HINTS.filter(([phrase]) => phrase.test(question)).map(([, terms]) => terms);

/** The question with the content's terms for any phrase it uses that its words do not say. */
export function withPhraseHints(question: string): string {
  const hints = phraseHints(question);
  return hints.length > 0 ? `${question} ${hints.join(" ")}` : question;
}
