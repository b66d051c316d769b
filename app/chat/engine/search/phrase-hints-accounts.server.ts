/**
 * Phrases about accounts, the newsletter and the legal texts whose meaning is not in their
 * words, each with the content's terms for it; phrase-hints.server.ts adds them to a question.
 */
export type PhraseHint = readonly [RegExp, string];

export const ACCOUNT_PHRASE_HINTS: readonly PhraseHint[] = [
  // Signing in, not a record kept ("do you log consent?").
  [/\blog(ging)? ?(in|on|out)\b/i, "sign"],
  // Signing out: "out" alone says nothing to the search.
  [/\b(sign|log)(s|ged|ging)? ?(out|off)\b|\blogout\b/i, "signout"],
  [
    /\b(get|got|come|take|remove) (me |myself |us )?off (it|that|this|the|your|my)( \w+)? ?(list|newsletter)?\b/i,
    "unsubscribe",
  ],
  [
    /\bstop (getting|receiving) (your |the )?(emails?|newsletters?|it)\b/i,
    "unsubscribe newsletter",
  ],
  // Relying on the assistant's answers, not the company's legal details.
  [/\b(legal|professional|financial|medical|tax) advice\b/i, "ai output advice"],
  // A new account, not the office's opening hours.
  [
    /\b(open|set up|start) (a |an |a new |new )(user |free |personal )?(profile|account|login)\b/i,
    "create account sign up",
  ],
  // What an account costs is its plan, not the price of a project.
  [
    /\b(account|accounts|registering|registration|register|sign(ing)? up|signup|profile)\b.*\b(cost|costs|free|pay|paid|charged?|fees?|price)\b|\b(cost|costs|free|pay|charged?|fees?|price)\b.*\b(account|registering|registration|register|sign(ing)? up|signup)\b/i,
    "account free tier current plan",
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
  // How often the newsletter comes and what is in it.
  [
    /\b(newsletters?|issues?|mailing list)\b.*\b(how often|how many|per (month|week)|a (month|week)|frequen\w*|daily|weekly|clutter|flood)\b|\b(how often|how many)\b.*\bnewsletters?\b/i,
    "newsletter one email a month",
  ],
  [
    /\bnewsletters?\b.*\b(promo\w*|sales|pitch(es)?|spam\w*|ads?|adverts?|advertising|marketing)\b|\b(what'?s|what is) (actually )?in (the|your|this) newsletter\b/i,
    "newsletter client results practical guides",
  ],
  [
    /\b(shortest|longest|minimum|maximum|min|max|how (long|short)|at least|only \d+|\d+ (characters?|chars?|letters?))\b.*\bpasswords?\b|\bpasswords?\b.*\b(length|characters?|chars?|letters?|shortest|longest|minimum|maximum|how (long|short))\b/i,
    "password 6 to 128 characters",
  ],
  [
    /\b(leave|quit|exit|get off|drop off) (the |your |this |that |a )?(mailing |email |newsletter )?list\b/i,
    "unsubscribe",
  ],
  // The reset dialog's answer for an address no account uses.
  [
    /\b(no account|not registered|can'?t find|cannot find|couldn'?t find|does ?n'?t (find|recogni[sz]e|know))\b.*\b(e-?mail|address)\b|\b(e-?mail|address)\b.*\b(not found|no account|not registered|(is ?n'?t|is not) (registered|recogni[sz]ed))\b/i,
    "no account found with this email address forgot password reset",
  ],
  // Other sessions ended: "will it kick me out on my other laptop?".
  [
    /\b(kick|kicks|kicked|log|logs|logged|sign|signs|signed) (me |us |them |everyone )?out\b.*\b(other|all) (devices?|laptops?|computers?|phones?|browsers?|sessions?)\b/i,
    "other sessions signed out",
  ],
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
  // Sign-in paused after wrong passwords, in the words of the one it happened to.
  [
    /^(?!.*\b(agents?|bots?|ai|automate|handle|users|customers|staff|employees)\b).*(\blocked (me )?out\b|\b(lock|shut)(s|ed)? me out\b|\bblock(s|ed|ing)? me\b|\bhow many (goes|tries|attempts|chances)\b|\btoo many (times|attempts|tries|failed)\b|\b(wrong|bad|incorrect) (password|passcode)\b.*\b(times|attempts|tries)\b|\b(times|attempts|tries)\b.*\b(wrong|bad|incorrect) (password|passcode)\b)/i,
    "too many failed attempts locked",
  ],
  // Whether a closed account can still be had back: "is it really gone for good?".
  [
    /\b(is it|is my account|are my data|is everything|it'?s) (really |actually |truly |then )?(gone|erased|wiped|lost)\b|\bgone for good\b/i,
    "permanent closure recover",
  ],
  // Joining a list, not opening an account ("ok sign me up, how?" after the newsletter).
  [/\bsign (me|us|them) up\b(?! for an? (account|profile|login))/i, "subscribe"],
  // Signing up for the newsletter, in the account's words.
  [/\b(where|how) (do|can) (i|we) sign up\b(?!.*\b(account|profile|login)\b)/i, "subscribe"],
];
