import type { LegalDocument } from "../types.ts";
import { company } from "../site.ts";
import { postalAddress } from "./postal-address.ts";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2025-03-29",
  summary:
    `These terms govern your use of the ${company.name} website, AI chat assistant and user ` +
    "accounts. Please read them carefully, in particular the sections on AI output and the " +
    "limits of our liability.",
  sections: [
    {
      id: "scope-and-acceptance",
      heading: "Scope and acceptance",
      paragraphs: [
        `These terms are an agreement between you and ${company.legalName} ("${company.name}", ` +
          '"we" or "us"). They apply to our website, the AI chat assistant on it, our ' +
          "newsletter, our contact and consultation forms, and the user accounts you can " +
          "create with us.",
        "By using the website or creating an account, you agree to these terms. If you use " +
          "our services on behalf of a company or other organization, you confirm that you " +
          "have authority to accept these terms for it. If you do not agree, do not use the " +
          "services.",
        "Paid AI solutions we build or deliver for customers are governed by a separate " +
          "written agreement. If that agreement conflicts with these terms, the separate " +
          "agreement wins.",
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      paragraphs: [
        "When you create an account, with email and password or with Google sign-in, you " +
          "must give accurate and complete information and keep it up to date.",
        "You are responsible for keeping your sign-in details secure and for everything that " +
          "happens under your account. Each account is for one person only: do not share it " +
          `or let others use it. Tell us at once at ${company.supportEmail} if you suspect ` +
          "unauthorized access.",
        "You can deactivate your account, which hides it until you reactivate it through a " +
          "link we email you, or delete it from your privacy settings. A deletion request " +
          "starts a 7-day grace period, after which the account is closed. Until 30 days " +
          "after the request you can still recover it through a link we email you; after " +
          "that, the closure cannot be reversed.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        "You must use our services lawfully and in a way that does not harm us, our users or " +
          "anyone else. In particular, you must not:",
      ],
      list: [
        "Break any law or infringe anyone's rights, including privacy and intellectual " +
          "property rights.",
        "Use the chat assistant to create content that is illegal, defamatory, harassing, " +
          "hateful, sexually exploitative or deceptive.",
        "Submit other people's personal or confidential data without a right to do so.",
        "Try to gain unauthorized access to any account, system or data.",
        "Probe, scan or test our systems for weaknesses without our written permission.",
        "Disrupt the services, or overload them with automated requests, scraping or bots.",
        "Try to extract our models, prompts or source code, or bypass safety features.",
        "Upload malware or any other harmful code.",
        "Impersonate any person or misrepresent your connection to any organization.",
        "Send spam or unsolicited messages through our forms or services.",
        "Resell or commercially exploit the services without our written agreement.",
      ],
    },
    {
      id: "ai-output",
      heading: "AI output",
      paragraphs: [
        "Our chat assistant and other AI features generate responses automatically. AI " +
          "output may be inaccurate, incomplete, out of date or inappropriate, and it can " +
          "sound confident even when it is wrong.",
        "AI output is not professional advice. It is not legal, financial, medical, tax or " +
          "other professional advice, and it does not replace advice from a qualified " +
          "professional who knows your situation.",
        "You must review AI output carefully and check it independently before relying on " +
          "it or acting on it. You are responsible for how you use it.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The website, our software, AI models, designs, text, graphics and logos, and the ` +
          `${company.name} name, belong to ${company.legalName} or its licensors and are ` +
          "protected by intellectual property laws. We give you a limited, personal, " +
          "non-exclusive, non-transferable and revocable license to use the services as these " +
          "terms allow. You may not copy, modify, distribute or reverse engineer them except " +
          "where the law permits.",
        "You keep the rights you have in the content you submit. You give us a license to " +
          "use that content to operate and provide the services to you and, for chat " +
          "conversations, to improve our AI models where your AI model improvement setting is " +
          "on, as described in our Privacy Policy.",
        "If you send us feedback or suggestions, we may use them freely without any " +
          "obligation to you.",
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services",
      paragraphs: [
        "Our services rely on, or link to, services run by others, such as Google sign-in, " +
          "hosting providers and AI model providers. Your use of a third-party service may be " +
          "governed by that provider's own terms and privacy policy.",
        "We do not control third-party services and are not responsible for their content, " +
          "availability or practices.",
      ],
    },
    {
      id: "disclaimers-and-liability",
      heading: "Disclaimers and limitation of liability",
      paragraphs: [
        'The services are provided "as is" and "as available". To the fullest extent the ' +
          "law permits, we disclaim all warranties, express or implied, including warranties " +
          "of merchantability, fitness for a particular purpose, accuracy and " +
          "non-infringement. We do not promise that the services will be uninterrupted, " +
          "error-free or secure.",
        "To the fullest extent the law permits, we will not be liable for any indirect, " +
          "incidental, special, consequential or punitive damages, or for any loss of " +
          "profits, revenue, data or goodwill, arising from or related to your use of the " +
          "services.",
        "Our total liability for all claims relating to the services is limited to the " +
          "greater of the amount you paid us for the services in the 12 months before the " +
          "claim arose and 100 US dollars.",
        "Some jurisdictions do not allow certain warranties or liabilities to be excluded or " +
          "limited, so some of these limits may not apply to you. Nothing in these terms " +
          "limits liability that cannot be limited by law.",
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      paragraphs: [
        "You can stop using the services at any time and delete your account from your " +
          "privacy settings.",
        "We may suspend or close your account, or restrict your access, if you break these " +
          "terms, if the law requires it, or if your use puts the services or others at " +
          "risk. Where it is reasonable, we will tell you first and explain why.",
        "Sections that by their nature should survive termination, including those on " +
          "intellectual property, disclaimers and limitation of liability, and governing " +
          "law, continue to apply after your account is closed.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of the Commonwealth of Massachusetts, without " +
          "regard to its conflict of laws rules.",
        "Any dispute arising from these terms or the services will be decided exclusively " +
          "by the state or federal courts located in Suffolk County, Boston, Massachusetts, " +
          "and you and we consent to their jurisdiction. If you are a consumer, this does not " +
          "take away any mandatory protection you have under the laws of the country where " +
          "you live.",
      ],
    },
    {
      id: "changes-to-these-terms",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows when they " +
          "were last updated.",
        "If we make a material change, we will tell you by email or with a notice on the " +
          "website before it takes effect. If you keep using the services after the change " +
          "takes effect, you accept the updated terms. If you do not agree, stop using the " +
          "services and delete your account.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        `For questions about these terms, email ${company.supportEmail} or write to us at ` +
          `${postalAddress}.`,
      ],
    },
  ],
};
