/**
 * How-to help for the chat assistant about accounts, and the list of every help topic (the
 * newsletter, pricing and contact in help-topics-site.ts, the forms in help-topics-forms.ts).
 * Each topic states its answer first, then the steps, in the words of the product's own screens
 * and messages (docs/product.md sections 4, 5, 8, 9 and 10). The ways visitors ask for each
 * topic are in help-topic-questions.ts, keyed by the topic's id.
 */
import { formsHelp } from "./help-topics-forms.ts";
import { contactHelp, newsletterHelp, pricingHelp } from "./help-topics-site.ts";
import { monthsInWords, retention } from "./retention.ts";
import type { HelpTopic } from "./types.ts";

export type { HelpTopic };

const PRIVACY_SETTINGS = "[privacy settings](/privacy-settings)";
const SIGN_IN = "[sign-in page](/sign-in)";

export const accountHelp: readonly HelpTopic[] = [
  {
    id: "account-sign-in",
    title: "Signing in",
    url: "/sign-in",
    answer:
      `Sign in on the ${SIGN_IN} (or with **Sign In** at the top of any page) using your ` +
      "email and password, or with **Continue with Google**.",
    steps: [
      "Open the sign-in dialog or the sign-in page.",
      "Enter your **Email** and **Password** and press **Sign In**.",
      "Forgot it? Use the **Forgot Password?** link under the password field.",
    ],
    note: "You stay signed in for 7 days, and the session is extended while you use the site.",
    keywords: ["sign in", "log in", "login", "signin", "session", "logged in"],
  },
  {
    id: "account-sign-out",
    title: "Signing out",
    url: "/profile",
    answer:
      "Open the menu under your photo or initial at the top right of any page and choose " +
      "**Sign Out**; you return to the home page.",
    note:
      "The same menu shows your name and email and **Profile Settings**, which opens your " +
      "[profile](/profile). Signing out ends the session in this browser only; changing or " +
      "resetting your password signs out your other sessions as well.",
    keywords: ["sign out", "log out", "logout", "signout", "account menu"],
  },
  {
    id: "account-sign-up",
    title: "Creating an account",
    url: "/sign-in",
    answer:
      `Create an account on the ${SIGN_IN}: choose **Create Account**, or sign up in one step ` +
      "with **Continue with Google**.",
    steps: [
      "Open the sign-in dialog and choose **Don't have an account? Create Account**.",
      "Fill in the form; the **Password** needs at least 6 characters (at most 128).",
      "Press **Create Account**, then click the link in the verification email we send you.",
    ],
    note: "Your account can sign in once its email address is verified. Accounts are free.",
    form: "sign-up",
    keywords: [
      "sign up",
      "register",
      "registration",
      "create account",
      "new account",
      "join",
      // The password rule is set when the account is made; a reset only repeats it.
      "password length",
      "characters",
      "minimum",
      "shortest",
    ],
  },
  {
    id: "account-password-reset",
    title: "Forgotten password",
    url: "/?forgotPassword=true",
    answer:
      "You can reset it from the [Forgot Password dialog](/?forgotPassword=true): enter your " +
      "email address and we send you a link to choose a new password.",
    steps: [
      "Open the [Forgot Password dialog](/?forgotPassword=true) (or **Forgot Password?** in the sign-in dialog).",
      "Enter the email address of your account and press **Send Reset Link**.",
      "Open the link in the email within 1 hour (it works once) and choose your new password (6 to 128 characters).",
    ],
    note:
      "A reset ends every session, on every device, so you then sign in with the new password. If " +
      "the link has expired or was used already, ask for a new link the same way. If the " +
      'dialog says "No account found with this email address.", no account uses that ' +
      "address: try another address you may have used, or create an account with **Create " +
      "Account** in the sign-in dialog.",
    keywords: ["forgot password", "reset password", "forgotten", "lost password", "reset link"],
  },
  {
    id: "account-change-password",
    title: "Changing your password",
    url: "/profile",
    answer:
      "While signed in, open your [profile](/profile) and choose **Change Password** under " +
      "Account Settings.",
    steps: ["Enter the **New password** and confirm it.", "Press **Change Password**."],
    note:
      "For your safety this needs a sign-in from the last 10 minutes; otherwise the dialog asks " +
      "you to sign in again. Other sessions of your account are signed out. An account created " +
      "with Google can set a password this way.",
    keywords: ["change password", "new password", "update password", "profile"],
  },
  {
    id: "account-verify-email",
    title: "Verifying your email address",
    url: "/sign-in",
    answer:
      "After you sign up we email you a verification link, valid for 24 hours. If it did not " +
      "arrive or has expired, sign in and press **Click here to resend** under the message " +
      '"Please verify your email address to continue."',
    steps: [
      `Sign in on the ${SIGN_IN} with your email and password.`,
      "Under the verification message, press **Click here to resend** (you can ask again after 60 seconds).",
      "Open the newest email and click its link; check your spam folder if you do not see it.",
    ],
    keywords: ["verify", "verification", "confirm email", "resend", "activation email"],
  },
  {
    id: "account-google",
    title: "Signing in with Google",
    url: "/sign-in",
    answer:
      "Yes: choose **Continue with Google** in the sign-in dialog or on the " +
      `${SIGN_IN}. The first time, it creates your account with your Google name and photo.`,
    note:
      "If you already have an account with the same verified address, Google signs you in to " +
      "it. You can also set a password later from your [profile](/profile). We never receive " +
      "your Google password: Google checks it and tells us only who you are ([what we " +
      "receive](/privacy#data-we-collect)).",
    keywords: ["google", "gmail", "google sign-in", "social login"],
  },
  {
    id: "account-locked",
    title: "Too many failed sign-in attempts",
    url: "/?forgotPassword=true",
    answer:
      'After 5 wrong passwords within 10 minutes, sign-in pauses with "Too many failed attempts. Please try ' +
      'again later." The lock lifts by itself after 10 minutes; then sign in again on the ' +
      `${SIGN_IN}.`,
    note:
      "If you are not sure of your password, [reset it](/?forgotPassword=true) instead of " +
      "guessing. A browser you have signed in with before keeps its own allowance, so someone " +
      "else's failed attempts do not lock you out.",
    keywords: ["too many attempts", "locked", "lockout", "failed attempts", "blocked"],
  },
  {
    id: "account-deactivate",
    title: "Deactivating your account",
    url: "/privacy-settings",
    answer:
      `Deactivate it in your ${PRIVACY_SETTINGS}: it hides your account until you reactivate ` +
      "it (you ask for a link by email when you sign in), and nothing is deleted.",
    steps: [
      `Sign in and open ${PRIVACY_SETTINGS}.`,
      "Press **Deactivate Account**, then **Yes, deactivate my account**.",
    ],
    note: "You are signed out everywhere. To come back later, see reactivating an account.",
    keywords: ["deactivate", "disable", "pause", "suspend", "freeze"],
  },
  {
    id: "account-delete",
    title: "Deleting your account",
    url: "/privacy-settings",
    answer:
      `Delete it in your ${PRIVACY_SETTINGS}. Your account is deactivated at once and a 7-day ` +
      "grace period starts; after it the closure becomes permanent, and your personal data is " +
      "erased 30 days after the request.",
    steps: [
      `Sign in and open ${PRIVACY_SETTINGS}.`,
      "Press **Delete Account**, then **Yes, delete my account**.",
    ],
    note:
      "Changed your mind? You can recover the account within 30 days of the request (see " +
      "recovering an account). If you want a copy of your data, request the export first. " +
      "Once your data is erased we keep only a record, without personal data, that the " +
      `account existed and was closed, for ${monthsInWords(retention.tombstoneMonths)}. What ` +
      "we keep, and for how long, is in the [Privacy Policy](/privacy#data-retention).",
    keywords: ["delete account", "close account", "remove account", "erase", "cancel account"],
  },
  {
    id: "account-recover",
    title: "Recovering a deleted account",
    url: "/sign-in",
    answer:
      "Yes, within 30 days of the deletion request: sign in, and when you see " +
      '"This account is pending deletion." or "This account is closed.", ask for a recovery link.',
    steps: [
      `Sign in on the ${SIGN_IN} with your email and password.`,
      "Confirm your email address and press **Request Account Recovery**.",
      "Open the link in the email within 24 hours and sign in to recover the account.",
    ],
    note:
      "In the first 7 days this simply cancels the deletion; after that you also tick **I " +
      "accept the Terms of Service and want to recover my account.** After 30 days the data is erased and cannot be recovered (see " +
      "the [Privacy Policy](/privacy#data-retention)).",
    keywords: ["recover", "recovery", "restore", "undo", "undelete", "cancel deletion"],
  },
  {
    id: "account-reactivate",
    title: "Reactivating a deactivated account",
    url: "/sign-in",
    answer:
      'Sign in as usual; you will see "This account has been deactivated." with a form to ask ' +
      "for a reactivation link.",
    steps: [
      `Sign in on the ${SIGN_IN} with your email and password.`,
      "Confirm your email address and press **Request Account Reactivation**.",
      "Open the link in the email within 24 hours, enter your email and password and press **Activate Account**.",
    ],
    keywords: ["reactivate", "reactivation", "activate", "turn back on", "deactivated"],
  },
  {
    id: "account-data-export",
    title: "Exporting your data",
    url: "/privacy-settings",
    answer:
      `Use the data export option in your ${PRIVACY_SETTINGS}: within about a minute we ` +
      'email you a download link ("Your Kestrel AI data export is ready"), valid for 24 hours ' +
      "and usable once.",
    steps: [
      `Sign in and open ${PRIVACY_SETTINGS}.`,
      "Press **Request Data Export**.",
      "Open the link in the email while signed in and press **Download my data**.",
    ],
    note:
      "The file (JSON) holds your account details, newsletter subscriptions, contact messages, " +
      "consultation requests and chat conversations. A used or expired link says so: request a " +
      "new export from your privacy settings. Your other rights are described in the " +
      "[Privacy Policy](/privacy#your-rights).",
    keywords: ["export", "download", "copy of my data", "data portability", "my data"],
  },
  {
    id: "account-ai-model-improvement",
    title: "Opting out of AI model improvement",
    url: "/privacy-settings",
    answer:
      `Turn off the AI model improvement setting in your ${PRIVACY_SETTINGS}. It is on by ` +
      "default for new accounts, and the change is saved at once.",
    note:
      "It decides whether your chat conversations may help improve our AI models. Once it is " +
      "off, we stop using your new conversations for it, and no feature is lost; see the " +
      "[Privacy Policy](/privacy#ai-model-improvement).",
    keywords: ["opt out", "training", "ai model improvement", "train", "model"],
  },
  {
    id: "account-plan",
    title: "Your account plan",
    url: "/profile",
    answer:
      "Accounts are on the **Free Tier**; your [profile](/profile) shows the current plan and " +
      "its **API Usage** (0/1000 calls). Paid plans are coming soon.",
    note:
      "The AI solutions we build for businesses are separate: each is planned and priced in a " +
      "[free consultation](/consultation).",
    keywords: ["free tier", "plan", "upgrade", "paid plans", "subscription", "account cost"],
  },
];

export const helpTopics: readonly HelpTopic[] = [
  ...accountHelp,
  ...newsletterHelp,
  ...pricingHelp,
  ...contactHelp,
  ...formsHelp,
];
