/**
 * Seventh visitor set: accounts, their data and the newsletter (see
 * questions-visitors-seventh.ts).
 */
import { DELETION_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const SIGN_IN_PAGES = [PAGE.signIn, PAGE.forgotPassword];
const RECOVERY_PAGES = [...DELETION_PAGES, PAGE.signIn];
const EXPORT_PAGES = [PAGE.privacySettings, "/privacy#your-rights", "/privacy#data-retention"];
const MODEL_PAGES = [PAGE.privacySettings, "/privacy#ai-model-improvement"];
const LEAVE_PAGES = [PAGE.unsubscribe, PAGE.newsletter];

export const SEVENTH_ACCOUNT_QUESTIONS: EvalQuestion[] = [
  // accounts
  {
    id: "v-accounts-701",
    topic: "accounts",
    question: "i cant get into my account!! i keep typing my password and nothing works",
    facts: [/reset|Forgot Password/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "v-accounts-702",
    topic: "accounts",
    question: "me want register for user profile, which button i press",
    facts: [/Create Account/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "v-accounts-703",
    topic: "accounts",
    question: "the confirmation mail never showed up after signing up, what now",
    facts: [/resend/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "v-accounts-704",
    topic: "accounts",
    question: "Why do I get logged out after a week?",
    facts: [FACT.grace],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "v-accounts-705",
    topic: "accounts",
    question: "can i log in with gmail instead of a password",
    facts: [/Continue with Google/i],
    links: [PAGE.signIn],
    expect: "answer",
  },
  {
    id: "v-accounts-706",
    topic: "accounts",
    question:
      "This is ridiculous, the site says too many attempts and won't let me in. How long am I blocked?",
    facts: [/10 minutes/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "v-accounts-707",
    topic: "accounts",
    question: "the reset email link says expired?? i clicked it like 2 hours later",
    facts: [/1 hour|one hour/i],
    links: SIGN_IN_PAGES,
    expect: "answer",
  },
  {
    id: "v-accounts-708",
    topic: "accounts",
    question: "where do i see my account details and when i joined",
    facts: [/Member since|profile/i],
    links: [PAGE.profile],
    expect: "answer",
  },
  {
    id: "v-accounts-709",
    topic: "accounts",
    question: "I signed up with Google, can I still add a normal password later?",
    facts: [/Change Password|set a password/i],
    links: [PAGE.profile, PAGE.signIn],
    expect: "answer",
  },
  // account-data
  {
    id: "v-account-data-701",
    topic: "account-data",
    question: "I want my account gone. all of it. how",
    facts: [/Delete Account/i],
    links: DELETION_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-702",
    topic: "account-data",
    question: "deleted my account by accident yesterday, can i undo it?",
    facts: [FACT.recoveryLimit],
    links: RECOVERY_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-703",
    topic: "account-data",
    question: "I want a copy of everything you have stored about me",
    facts: [/export/i],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-704",
    topic: "account-data",
    question: "what format is the data download in",
    facts: [/JSON/],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-705",
    topic: "account-data",
    question: "I don't want my chats used to train your AI. where do I switch that off?",
    facts: [FACT.aiModelImprovement],
    links: MODEL_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-706",
    topic: "account-data",
    question: "is there a way to pause my account without deleting anything",
    facts: [/deactivat/i],
    links: [PAGE.privacySettings],
    expect: "answer",
  },
  {
    id: "v-account-data-707",
    topic: "account-data",
    question: "I paused my account last month, how do I turn it back on?",
    facts: [/reactivat/i],
    links: [PAGE.signIn, PAGE.privacySettings],
    expect: "answer",
  },
  {
    id: "v-account-data-708",
    topic: "account-data",
    question: "after I delete, how long until my data is really erased",
    facts: [FACT.recoveryLimit],
    links: RECOVERY_PAGES,
    expect: "answer",
  },
  {
    id: "v-account-data-709",
    topic: "account-data",
    question: "download link for my data expired, how long is it good for",
    facts: [/24 hours/i],
    links: EXPORT_PAGES,
    expect: "answer",
  },
  // newsletter
  {
    id: "v-newsletter-701",
    topic: "newsletter",
    question: "put me on the list for your monthly updates please, where do i sign up",
    facts: [/Subscribe/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "v-newsletter-702",
    topic: "newsletter",
    question: "stop sending me emails",
    facts: [/unsubscribe/i],
    links: LEAVE_PAGES,
    expect: "answer",
  },
  {
    id: "v-newsletter-703",
    topic: "newsletter",
    question: "is the newsletter just sales spam or actual useful content",
    facts: [/client results|practical guides/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "v-newsletter-704",
    topic: "newsletter",
    question: "do I need an account to subscribe to the newsletter",
    facts: [/No account/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "v-newsletter-705",
    topic: "newsletter",
    question: "how many emails per month will i get from the newsletter",
    facts: [/month/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "v-newsletter-706",
    topic: "newsletter",
    question: "the unsubscribe link is from an email a year ago, does it still work?",
    facts: [/no expiry|works/i],
    links: LEAVE_PAGES,
    expect: "answer",
  },
  {
    id: "v-newsletter-707",
    topic: "newsletter",
    question: "I subscribed twice by mistake, will I get double emails?",
    facts: [/once|changes nothing/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "v-newsletter-708",
    topic: "newsletter",
    question: "signed up for the newsletter, is there a welcome mail or something?",
    facts: [/welcome email/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
];
