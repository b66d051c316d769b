/**
 * Sixth visitor set: signing in and managing an account and its data (see
 * questions-visitors-sixth.ts).
 */
import { DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const SIGN_IN_PAGES = [PAGE.signIn, PAGE.forgotPassword];
const RECOVERY_PAGES = [...DELETION_PAGES, PAGE.signIn];
const EXPORT_PAGES = [PAGE.privacySettings, "/privacy#your-rights", "/privacy#data-retention"];
const MODEL_PAGES = [PAGE.privacySettings, "/privacy#ai-model-improvement"];

export const SIXTH_ACCOUNT_QUESTIONS: EvalQuestion[] = [
  // accounts
  {
    id: "s-accounts-601",
    topic: "accounts",
    question: "forgot my pw",
    facts: [/reset/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "s-accounts-602",
    topic: "accounts",
    question: "how long does the password reset link last",
    facts: [/1 hour|one hour/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "s-accounts-603",
    topic: "accounts",
    question: "what if I'd rather use my Google account?",
    facts: [/Continue with Google/i],
    links: [PAGE.signIn],
    expect: "answer",
    history: [
      { role: "user", content: "how do I create an account?" },
      {
        role: "assistant",
        content:
          "Choose Create Account in the sign-in dialog and enter your name, email and a password.",
      },
    ],
  },
  {
    id: "s-accounts-604",
    topic: "accounts",
    question: "locked out after typing the wrong password too many times. how long do I wait?",
    facts: [/10 minutes/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "s-accounts-605",
    topic: "accounts",
    question:
      "I registered yesterday evening but only saw the verification email this morning. Clicking the link now says it's no longer valid. Do I have to register all over again?",
    facts: [/resend/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "s-accounts-606",
    topic: "accounts",
    question: "password rules? how long does it have to be",
    facts: [/6 to 128|6-128|6 and 128/i],
    links: [PAGE.signIn, PAGE.forgotPassword, PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-accounts-607",
    topic: "accounts",
    question: "logged in atm - where would I set a different pw?",
    facts: [/Change Password/i],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-accounts-608",
    topic: "accounts",
    question: "it keeps asking me to sign in again first, why?",
    facts: [/10 minutes/i],
    links: [PAGE.profile],
    expect: "answer",
    history: [
      { role: "user", content: "how do I change my password?" },
      {
        role: "assistant",
        content: "Open your profile and choose Change Password under Account Settings.",
      },
    ],
  },
  {
    id: "s-accounts-609",
    topic: "accounts",
    question: "how long do I stay logged in before I have to sign in again",
    facts: [FACT.grace],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "s-accounts-610",
    topic: "accounts",
    question: "what can I see on my profile?",
    facts: [/Member since/i],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "s-accounts-611",
    topic: "accounts",
    question: "when I log in with google, does kestrel get to see my google password?",
    facts: [/never receive|Google checks/i],
    links: [PAGE.signIn, PAGE.privacy],
    expect: "answer",
  },
  {
    id: "s-accounts-612",
    topic: "accounts",
    question: "verification email link - how many hours is it good for",
    facts: [/24 hours/i],
    links: [PAGE.signIn],
    expect: "answer",
  },

  // account-data
  {
    id: "s-account-data-601",
    topic: "account-data",
    question: "where can I get rid of my account for good",
    facts: [FACT.privacySettings],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-602",
    topic: "account-data",
    question: "I deleted my account by accident yesterday, can I undo that?",
    facts: [FACT.recoveryLimit],
    links: RECOVERY_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-603",
    topic: "account-data",
    question: "what if I regret it a fortnight later?",
    facts: [FACT.recoveryLimit],
    links: RECOVERY_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "how do I delete my account?" },
      {
        role: "assistant",
        content: "Delete it in your privacy settings; a 7-day grace period starts at once.",
      },
    ],
  },
  {
    id: "s-account-data-604",
    topic: "account-data",
    question: "download all my data - how?",
    facts: [/export/i],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-605",
    topic: "account-data",
    question: "the data export download link, how long is it valid?",
    facts: [/24 hours|24-hour/i],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-606",
    topic: "account-data",
    question: "what file format is my data export in",
    facts: [/JSON/],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-607",
    topic: "account-data",
    question:
      "I'm taking a long break and won't need my account for a few months. I don't want to lose anything though, I just want it hidden for now. What's the best option?",
    facts: [/deactivat/i],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-608",
    topic: "account-data",
    question: "and to come back later?",
    facts: [/reactivat/i],
    links: [PAGE.signIn, PAGE.privacySettings],
    expect: "answer",
    history: [
      { role: "user", content: "how do I deactivate my account?" },
      {
        role: "assistant",
        content: "Press Deactivate Account in your privacy settings; nothing is deleted.",
      },
    ],
  },
  {
    id: "s-account-data-609",
    topic: "account-data",
    question: "do you train your ai on my chats? how do I stop that",
    facts: [FACT.aiModelImprovement],
    links: MODEL_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-610",
    topic: "account-data",
    question: "is the model improvement setting on or off by default",
    facts: [/on by default/i],
    links: MODEL_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-611",
    topic: "account-data",
    question: "whats the difference between deactivating and deleting my account?",
    facts: [/deactivat/i, /delet/i],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "s-account-data-612",
    topic: "account-data",
    question: "after I delete my account, when is my personal data really gone?",
    facts: [FACT.recoveryLimit],
    links: DELETION_PAGES,
    expect: "answer",
  },
];
