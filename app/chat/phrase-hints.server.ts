/**
 * Phrases visitors use whose meaning is not in their words ("when are you guys around?" asks
 * for the support hours), each with the content's terms for it.
 */
/**
 * Phrases whose meaning is not in their words, each with the terms the content uses for it.
 * They are added to the question, never put in place of its own words.
 */
const PHRASE_HINTS: readonly [RegExp, string][] = [
  // Signing in, not a record kept ("do you log consent?").
  [/\blog(ging)? ?(in|on|out)\b/i, "sign"],
  // Signing out: "out" alone says nothing to the search.
  [/\b(sign|log)(s|ged|ging)? ?(out|off)\b|\blogout\b/i, "signout"],
  // The company's address, not the visitor's own.
  [/\b(your|ur|kestrel'?s?|the company'?s?|support) e-?mail\b|\bemail (you|u)\b/i, "support email"],
  [
    /\b(get|got|come|take|remove) (me |myself |us )?off (it|that|this|the|your|my)( \w+)? ?(list|newsletter)?\b/i,
    "unsubscribe",
  ],
  [
    /\bstop (getting|receiving) (your |the )?(emails?|newsletters?|it)\b/i,
    "unsubscribe newsletter",
  ],
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
  // Relying on the assistant's answers, not the company's legal details.
  [/\b(legal|professional|financial|medical|tax) advice\b/i, "ai output advice"],
  // The consultation, asked for as a meeting with the team.
  [
    /\b(appointment|meeting|call|session|chat|talk) with (you|u|your|kestrel|an? (expert|specialist|consultant)|someone)\b|\b(talk|speak|chat) to (you|u|your team|kestrel) about\b/i,
    "book consultation",
  ],
  // A new account, not the office's opening hours.
  [
    /\b(open|set up|start) (a |an |a new |new )(user |free |personal )?(profile|account|login)\b/i,
    "create account sign up",
  ],
  // Support once a project is live, not the launch itself.
  [
    /\b(after|once|post)[- ](we |you |it |it'?s |it is |the \w+ (is |has )?|we'?ve |we have )?(launch|launched|gone live|go(es)? live|live)\b|\b(once|after|when) (it'?s|it is|everything'?s|everything is|we'?re|we are|the \w+ (is|are)) (up and )?running\b/i,
    "support after launch",
  ],
  // What an account costs is its plan, not the price of a project.
  [
    /\b(account|accounts|registering|registration|register|sign(ing)? up|signup|profile)\b.*\b(cost|costs|free|pay|paid|charge|price)\b|\b(cost|costs|free|pay|charge)\b.*\b(account|registering|registration|register|sign(ing)? up|signup)\b/i,
    "account free tier plan",
  ],
  [/\b(insights?|updates?|news) e-?mails?\b|\bnews letters?\b/i, "newsletter subscribe"],
  // Leaving whenever one likes is what a subscription promises: "can I stop it anytime?".
  [
    /\b(stop|cancel|quit|leave|end|unsubscribe)( it| them| this| that| getting it| receiving it)?( at)? (any ?time|whenever)\b/i,
    "unsubscribe any time",
  ],
  // The email that confirms a subscription or a message, not an account's verification.
  [
    /\b(subscrib\w*|newsletter|mailing list)\b.*\b(confirm\w*|welcome)\b|\b(confirm\w*|welcome)\b.*\b(subscrib\w*|newsletter|mailing list)\b/i,
    "newsletter subscribe welcome email",
  ],
  [
    /\b(contact form|the form|(sent|send|submitted) (you )?(a |my )?(message|question|enquiry|inquiry))\b.*\b(confirm\w*|acknowledg\w*|receipt)\b/i,
    "contact form message received acknowledgement",
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
  // How often the newsletter comes and what is in it.
  [
    /\b(newsletters?|issues?|mailing list)\b.*\b(how often|how many|per (month|week)|a (month|week)|frequen\w*|daily|weekly|clutter|flood)\b|\b(how often|how many)\b.*\bnewsletters?\b/i,
    "newsletter one email a month",
  ],
  [
    /\bnewsletters?\b.*\b(promo\w*|sales|pitch(es)?|spam\w*|ads?|adverts?|advertising|marketing)\b|\b(what'?s|what is) (actually )?in (the|your|this) newsletter\b/i,
    "newsletter client results practical guides",
  ],
  // Sign-in trouble as requests the AI agents take on, not the visitor's own.
  [
    /\b(locked out|can'?t (log|sign) ?in|password resets?|forgotten passwords|access requests?)\b.*\b(agents?|bots?|ai|automate|take (those|them|that|it) off|handle)\b|\b(agents?|bots?)\b.*\b(locked out|password resets?)\b/i,
    "agents routine requests resetting access",
  ],
  [
    /\b(shortest|longest|minimum|maximum|min|max|how (long|short)|at least|only \d+|\d+ (characters?|chars?|letters?))\b.*\bpasswords?\b|\bpasswords?\b.*\b(length|characters?|chars?|letters?|shortest|longest|minimum|maximum|how (long|short))\b/i,
    "password 6 to 128 characters",
  ],
  // Going back on a choice, in the content's words for it ("changed your mind?"): leaving the
  // newsletter, recovering a deleted account, withdrawing consent. The conversation's topic
  // decides which one.
  [
    /\b(change[sd]? (my|our|their|your|his|her) minds?|regret\w*|withdraw\w* (my |our |their |your |his |her )?consent|second thoughts|get(ting)? (bored|tired) of|no longer want|(don'?t|do not) want (it|this|that|them) any ?more|want (it|that|this) back)\b/i,
    "change mind",
  ],
  [
    /\b(leave|quit|exit|get off|drop off) (the |your |this |that |a )?(mailing |email |newsletter )?list\b/i,
    "unsubscribe",
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
  // The reset dialog's answer for an address no account uses.
  [
    /\b(no account|not registered|can'?t find|cannot find|couldn'?t find|does ?n'?t (find|recogni[sz]e|know))\b.*\b(e-?mail|address)\b|\b(e-?mail|address)\b.*\b(not found|no account|not registered|(is ?n'?t|is not) (registered|recogni[sz]ed))\b/i,
    "no account found with this email address forgot password reset",
  ],
  // What an account costs, not a project.
  [
    /\b(accounts?|sign(ing)? ?up|registration|registering)\b.*\b(charged?|costs?|pay|paid|fees?|price|free of charge)\b|\b(charged?|costs?|pay|paid|fees?|price)\b.*\b(accounts?|sign(ing)? ?up|registration|registering)\b/i,
    "free tier current plan",
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
  // Other sessions ended: "will it kick me out on my other laptop?".
  [
    /\b(kick|kicks|kicked|log|logs|logged|sign|signs|signed) (me |us |them |everyone )?out\b.*\b(other|all) (devices?|laptops?|computers?|phones?|browsers?|sessions?)\b/i,
    "other sessions signed out",
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
  // The acknowledgement of a message: "will I get an email saying you got it?".
  [
    /\b(email|e-mail|mail|message|note|confirmation) (saying|to say|that says|telling me) (you|u|you'?ve|youve|it) (got|received|have|has|arrived|went through)\b/i,
    "acknowledgement received your message",
  ],
  // A visitor's data sold on: "do you sell it to anyone?".
  [
    /\b(sell|sold|selling|pass|passing|give|giving|share|sharing) (it|them|my (e-?mail|address|details|data|info)|our (data|details))( on)? (to|with) (anyone|anybody|third parties|others|other companies|advertisers|marketers)\b/i,
    "not sell personal data",
  ],
  // Personal data traded, in words other than "sell".
  [
    /\bfor (cash|money|profit)\b|\bmoneti[sz]\w*|\b(ad|advertising) networks?\b/i,
    "sell advertising",
  ],
  [
    /\b(get|receive|sign up for|subscribe to|join) (your|the)( \w+)? (e-?mails?|mailings?)\b/i,
    "newsletter subscribe",
  ],
  // The most the company owes when something goes wrong.
  [
    /\b(cap|capped|ceiling|limit)\b.{0,60}\b(liab\w*|damages|claims?|compensat\w*)|\b(liab\w*|damages|compensation)\b.{0,60}\b(cap|capped|ceiling)\b/i,
    "total liability limited claims",
  ],
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
  // Sign-in paused after wrong passwords, in the words of the one it happened to.
  [
    /^(?!.*\b(agents?|bots?|ai|automate|handle|users|customers|staff|employees)\b).*(\blocked (me )?out\b|\b(lock|shut)(s|ed)? me out\b|\bblock(s|ed|ing)? me\b|\bhow many (goes|tries|attempts|chances)\b|\btoo many (times|attempts|tries|failed)\b|\b(wrong|bad|incorrect) (password|passcode)\b.*\b(times|attempts|tries)\b|\b(times|attempts|tries)\b.*\b(wrong|bad|incorrect) (password|passcode)\b)/i,
    "too many failed attempts locked",
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
  [/\bthen what\b|\bwhat comes (next|after( that)?)\b/i, "process steps"],
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
  // Whether a closed account can still be had back: "is it really gone for good?".
  [
    /\b(is it|is my account|are my data|is everything|it'?s) (really |actually |truly |then )?(gone|erased|wiped|lost)\b|\bgone for good\b/i,
    "permanent closure recover",
  ],
  // What a project would earn, as the plan's expected results.
  [
    /\b(what|which|the|a|any) (kind of |sort of )?(return|payback|pay-?off|roi)\b|\b(pay (for )?itself|worth the (money|investment|spend))\b/i,
    "expected results estimate value",
  ],
  // How long the software takes to act: the solutions' response time.
  [
    /\b(delay|latency|lag)\b|\bhow (long|fast|quick(ly)?) (does|do|will|would|can) (it|they|the \w+( \w+)?) (take to )?(work out|decide|respond|react|answer|pick|choose)\b/i,
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
  // Joining a list, not opening an account ("ok sign me up, how?" after the newsletter).
  [/\bsign (me|us|them) up\b(?! for an? (account|profile|login))/i, "subscribe"],
  // Which days, as the weekdays of a calendar or of the team's hours.
  [/\b(which|what) days?\b/i, "weekdays days"],
  [
    /\bwhat times?\b.*\b(somebody|someone|anyone|you|u|your team|support)\b.*\b(there|around|available|in|open|reachable)\b/i,
    "support hours",
  ],
  // Signing up for the newsletter, in the account's words.
  [/\b(where|how) (do|can) (i|we) sign up\b(?!.*\b(account|profile|login)\b)/i, "subscribe"],
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
];

/** The content's terms for each phrase of the question that its words do not say. */
export const phraseHints = (question: string): string[] =>
  PHRASE_HINTS.filter(([phrase]) => phrase.test(question)).map(([, terms]) => terms);

/** The question with the content's terms for any phrase it uses that its words do not say. */
export function withPhraseHints(question: string): string {
  const hints = phraseHints(question);
  return hints.length > 0 ? `${question} ${hints.join(" ")}` : question;
}
