import type { LegalDocument } from "../types.ts";
import { monthsInWords, retention } from "../retention.ts";
import { company } from "../site.ts";
import { postalAddress } from "./postal-address.ts";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2025-03-29",
  summary:
    `This policy explains what personal data ${company.name} collects through its website, ` +
    "AI chat assistant and customer accounts, why we collect it, and the choices and rights " +
    "you have over it.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${company.name} is the trading name of ${company.legalName}, a company based in ` +
          "Boston, Massachusetts, that builds AI agents, a no-code AI platform, personalized " +
          "conversational experiences and analytics for businesses.",
        `${company.legalName} is the controller of the personal data described in this ` +
          "policy, which means we decide why and how that data is processed. It covers our " +
          "website, the AI chat assistant on it, our newsletter, our contact and consultation " +
          "forms, and the user accounts you can create with us.",
        `If you have a question about this policy or about your data, write to ` +
          `${company.supportEmail} or to ${postalAddress}.`,
      ],
    },
    {
      id: "data-we-collect",
      heading: "Data we collect",
      paragraphs: [
        "We collect data you give us directly and a limited amount of data generated when you " +
          "use the website. We do not buy personal data from data brokers.",
        "We use only essential cookies: a session cookie that keeps you signed in and protects " +
          "forms against forgery, and a security cookie that recognises a browser you have " +
          "signed in with before (for up to 180 days), so that someone else guessing your " +
          "password cannot lock you out. We do not use advertising cookies, cross-site tracking " +
          "pixels or third-party advertising trackers, so there is no cookie banner to accept.",
      ],
      list: [
        "Account data: your name, email address and password when you register with email, " +
          "or your name, email address and profile picture as provided by Google when you sign " +
          "in with Google. We never receive your Google password.",
        "Contact and consultation form data: your name, email address, company, phone number " +
          "if you give one, your message, and the date and topic of any consultation you book.",
        "Newsletter data: the email address you subscribe with and your subscription status.",
        "Chat conversations: the messages you send to our AI chat assistant and the replies " +
          "it generates.",
        "Usage and technical data: IP address, browser and device type, pages visited, " +
          "timestamps, and error and security logs produced by our servers.",
        "Account settings: your privacy choices, such as the AI model improvement setting, " +
          "and records of data export, deactivation or deletion requests.",
      ],
    },
    {
      id: "how-we-use-data",
      heading: "How we use your data",
      paragraphs: [
        "We use personal data only for purposes we can explain to you. We do not sell it, and " +
          "we do not use it to show you advertising on other websites.",
      ],
      list: [
        "Create and run your account, sign you in and keep your session secure.",
        "Answer questions you send through the contact form and prepare for and hold the " +
          "consultations you book.",
        "Send the newsletter to people who have subscribed to it.",
        "Provide the AI chat assistant and show you the replies to your questions.",
        "Improve our AI models and services, where the AI model improvement setting is on.",
        "Monitor performance, fix errors, and detect and prevent abuse, fraud and attacks.",
        "Send essential service messages, such as security alerts and confirmations of " +
          "account changes.",
        "Keep the records we need for tax and accounting and respond to lawful requests " +
          "from authorities.",
      ],
    },
    {
      id: "legal-bases",
      heading: "Legal bases for processing (GDPR)",
      paragraphs: [
        "If you are in the European Economic Area, the United Kingdom or Switzerland, data " +
          "protection law requires us to have a legal basis for each use of your data. These " +
          "are the bases we rely on:",
        "Where we rely on consent, you can withdraw it at any time. Withdrawing consent does " +
          "not affect processing that took place before you withdrew it. Where we rely on " +
          "legitimate interests, you can object, as described under Your rights.",
      ],
      list: [
        "Contract: creating and running your account, signing you in, providing the chat " +
          "assistant to signed-in users, sending essential service messages, and handling " +
          "consultation bookings as a step you ask us to take before a possible contract.",
        "Legitimate interests: answering contact form enquiries, providing the chat assistant " +
          "to visitors, keeping the website secure and working, preventing abuse, and " +
          "improving our AI models and services, balanced against your rights and your " +
          "ability to switch the AI model improvement setting off.",
        "Consent: sending the newsletter, which you can leave at any time using the " +
          "unsubscribe link in every issue.",
        "Legal obligation: keeping financial and tax records and responding to valid requests " +
          "from courts, regulators and law enforcement.",
      ],
    },
    {
      id: "ai-model-improvement",
      heading: "AI model improvement",
      paragraphs: [
        "Your privacy settings include an AI model improvement setting. When it is on, we may " +
          "use your chat conversations and related usage data to evaluate and improve the " +
          "quality, accuracy and safety of our AI models and services.",
        "The setting is on by default for new accounts. You can turn it off at any time in " +
          "your privacy settings, and you do not lose access to any feature by doing so. Once " +
          "it is off, we stop using your new conversations for model improvement.",
        "Before we use conversations for this purpose, we take steps to remove or mask direct " +
          "identifiers such as names and email addresses. We do not use the data of people " +
          "who have turned the setting off, and we never sell conversation data.",
      ],
    },
    {
      id: "sharing-and-processors",
      heading: "Sharing and processors",
      paragraphs: [
        "We share personal data only with service providers that process it on our behalf " +
          "and under our instructions, such as cloud hosting, email delivery, and the AI model " +
          "providers that power the chat assistant. Each is bound by a written contract that " +
          "limits its use of the data to providing its service to us and requires it to keep " +
          "the data secure.",
        "If you sign in with Google, Google processes your sign-in under its own privacy " +
          "policy, and we receive only the profile details described in this policy.",
        "We may also disclose data when the law requires it, to protect the rights, safety " +
          "or property of our users, the public or ourselves, or to a buyer or successor if " +
          "our business is reorganized, merged or sold. In that last case, this policy will " +
          "continue to apply to the data that is transferred.",
      ],
    },
    {
      id: "international-transfers",
      heading: "International data transfers",
      paragraphs: [
        "We are based in the United States, and our service providers may process data in " +
          "the United States and other countries. Those countries may not offer the same " +
          "level of data protection as the country where you live.",
        "When we transfer personal data out of the European Economic Area, the United " +
          "Kingdom or Switzerland, we rely on the European Commission's Standard Contractual " +
          "Clauses, together with the UK and Swiss addenda where needed, or on another lawful " +
          "transfer mechanism. You can ask us for a copy of the relevant safeguards.",
      ],
    },
    {
      id: "data-retention",
      heading: "Data retention",
      paragraphs: [
        "We keep personal data only for as long as we need it for the purposes in this " +
          "policy, and our systems delete it automatically when that time is up. Account data " +
          "and the chat history of your account are kept while your account exists. Technical " +
          "logs are kept for a limited period for security and troubleshooting.",
        "If you use the website without an account, we create an anonymous visitor record " +
          "the first time you send us something or open the chat assistant. We delete that " +
          `record once it is ${retention.anonymousVisitorDays} days old and nothing you sent is ` +
          "still kept. Chat conversations of visitors without an account are deleted " +
          `${retention.visitorConversationDays} days after the last message.`,
        "Session records, which keep you signed in, are deleted when you sign out or when the " +
          "session expires. Records we keep to protect sign-in and our forms against abuse " +
          "are deleted about an hour after your last attempt at the latest.",
        `Contact and consultation form data is kept for ${retention.formMonths} months after ` +
          "you send it, so that we can deal with your request and any relationship that " +
          "follows from it, and is then deleted. Messages we identify as spam are deleted " +
          `after ${retention.spamDays} days. Newsletter data is kept until you unsubscribe, ` +
          "after which we keep only a record that you " +
          `opted out, so we do not email you again, for ${retention.optOutMonths} months.`,
        "Our records of the emails we send you are deleted " +
          `${retention.sentEmailDays} days after delivery, or ${retention.failedEmailDays} days ` +
          "after a delivery that failed. When you ask for a copy of your data, the file is " +
          "deleted as soon as you download it or when its 24-hour download link expires, " +
          "whichever comes first, and the record of your request " +
          `${retention.endedExportDays} days after you made it.`,
        "You can deactivate your account, which hides it until you reactivate it through a " +
          "link we email you, or ask us to delete it. A deletion request starts a 7-day grace " +
          "period, after which the account is closed. Until 30 days after your request you " +
          "can still recover it through a link we email you; after that, recovery is not " +
          "possible.",
        "After closure we delete or anonymize your account data. Thirty days after your " +
          "deletion request we erase your personal data and keep only a record, without " +
          "personal data, that the account existed and was closed, which we delete " +
          `${monthsInWords(retention.tombstoneMonths)} later. Messages you sent through our ` +
          "forms stay, without your name and contact details, until their " +
          `${retention.formMonths} months are up. Copies may remain in encrypted backups for ` +
          "a short time until they are overwritten, and after 30 days recovery of any of your " +
          "data may not be possible. We may keep specific records longer where the law " +
          "requires it, such as financial records.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "If the GDPR or the UK GDPR applies to you, you have the right to access your data, " +
          "correct it, have it erased, restrict its processing, receive it in a portable " +
          "format, object to processing based on legitimate interests, and withdraw consent " +
          "at any time. You also have the right to complain to your local data protection " +
          "authority.",
        "If you are a California resident, the California Consumer Privacy Act, as amended " +
          "by the California Privacy Rights Act, gives you the right to know what personal " +
          "information we collect and how we use and disclose it, to delete it, to correct " +
          "it, and to opt out of its sale or sharing. We do not sell personal information or " +
          "share it for cross-context behavioral advertising, and we do not use sensitive " +
          "personal information for purposes that would require a right to limit. We will " +
          "not treat you differently for exercising any of these rights.",
        "You can download a copy of your data at any time with the data export option in " +
          "your privacy settings, and you can deactivate or delete your account there too. " +
          `For any other request, email ${company.supportEmail}. We may need to verify your ` +
          "identity first, and an authorized agent may act for you with proof of authority. " +
          "We respond within the time the law allows, normally within one month.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "We protect personal data with technical and organizational measures suited to the " +
          "risk, including encryption in transit, passwords stored only in hashed form, " +
          "access limited to staff who need it, and monitoring for suspicious activity.",
        "No system is completely secure. If we learn of a breach that affects your personal " +
          "data, we will notify you and the relevant authorities as the law requires. You can " +
          "help by choosing a strong, unique password and keeping it private.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Our services are designed for businesses and are not directed to children. We do " +
          "not knowingly collect personal data from anyone under 16. If you believe a child " +
          `has given us personal data, contact ${company.supportEmail} and we will delete it.`,
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top " +
          "shows when it was last updated.",
        "If we make a significant change, such as using your data for a new purpose, we will " +
          "tell you by email or with a notice on the website before the change takes effect, " +
          "and we will ask for your consent where the law requires it.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        "For questions, requests or complaints about this policy or your personal data, " +
          `email ${company.supportEmail} or write to us at ${postalAddress}.`,
      ],
    },
  ],
};
