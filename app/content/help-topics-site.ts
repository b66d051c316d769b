/**
 * How-to help for the chat assistant about the newsletter, pricing and the contact form, in the
 * words of the product's own screens and messages (docs/product.md sections 4 and 5). The ways
 * visitors ask for each topic are in help-topic-questions.ts, keyed by the topic's id.
 */
import { company } from "./site.ts";
import type { HelpTopic } from "./types.ts";

export const newsletterHelp: readonly HelpTopic[] = [
  {
    id: "newsletter-subscribe",
    title: "Subscribing to the newsletter",
    url: "/newsletter",
    answer:
      "Enter your email address in the newsletter form in the footer of every page, or on " +
      "the [newsletter page](/newsletter), and press **Subscribe**. No account is needed.",
    form: "newsletter",
    note:
      'The form shows a confirmation at once ("Thanks for subscribing! Look out for our next ' +
      'newsletter.") and we send a welcome email with an unsubscribe link straight away. ' +
      "Subscribing again with " +
      "an address already on the list changes nothing: each issue still comes once. An " +
      'address needs no spaces, one "@" and a dot after it, else the form asks for a valid ' +
      'email address; "Failed to subscribe. Please try again later." means try again in a ' +
      "few minutes.",
    keywords: ["newsletter", "subscribe", "mailing list", "updates", "sign up"],
  },
  {
    id: "newsletter-content",
    title: "What the newsletter contains",
    url: "/newsletter",
    answer:
      "One email a month with client results, practical guides and what is new in AI for " +
      "business. You can unsubscribe at any time.",
    keywords: ["newsletter", "monthly", "how often", "frequency", "content"],
  },
  {
    id: "newsletter-unsubscribe",
    title: "Unsubscribing from the newsletter",
    url: "/unsubscribe",
    answer:
      "You can unsubscribe at any time with the unsubscribe link in any newsletter email: it " +
      "opens the [unsubscribe page](/unsubscribe) and removes your address. Many mail " +
      "programs also offer a one-click unsubscribe button.",
    note:
      'If the page says "Subscription not found", enter your email address in the form it ' +
      "shows and we remove you from the list shortly. The link has no expiry: one from an " +
      'old issue works as well as the latest. "Invalid unsubscribe link" means the link was ' +
      "cut short: check your email and open the whole link again.",
    keywords: [
      "unsubscribe",
      "opt out",
      "stop emails",
      "remove me",
      "mailing list",
      "change my mind",
    ],
  },
];

export const pricingHelp: readonly HelpTopic[] = [
  {
    id: "pricing",
    title: "Pricing",
    url: "/consultation",
    answer:
      "We do not publish a price list: every solution is scoped to your goals, size and " +
      "systems, so the price is part of the plan we propose. The best way to get a number is " +
      "a [free consultation](/consultation), with no obligation.",
    note:
      "In the consultation we look at your processes, shortlist the use cases worth doing and " +
      "propose a plan with expected results ([what the consultation includes](/contact#faq-title)). " +
      "Startups are as welcome as enterprises, and most clients start small with one use case.",
    keywords: ["pricing", "price", "cost", "charge", "fee", "quote", "budget", "afford"],
  },
  {
    id: "solutions-start-small",
    title: "Starting small and adding more later",
    url: "/solutions",
    answer:
      "You can start with one solution and add the others later: we recommend the smallest " +
      "solution that delivers your goal, most clients launch a first use case within four to " +
      "eight weeks and then expand in stages as results come in.",
    note:
      "The three solutions work together: the [university](/case-studies#university-student-services) " +
      "uses all three, the [logistics company](/case-studies#mid-sized-logistics-company) combines " +
      "agents with No-Code Integration. A [free consultation](/consultation) shows where to begin.",
    keywords: ["start small", "one solution", "combine", "bundle", "all three", "add later"],
  },
];

export const contactHelp: readonly HelpTopic[] = [
  {
    id: "contact-form",
    title: "The contact form",
    url: "/contact",
    answer:
      "Send us a message with the form on the [contact page](/contact); we reply within one " +
      "business day.",
    note:
      `Give your name, email, company and message; we email you an acknowledgement ("We ` +
      `received your message") straight away. If it says "Failed to submit form. Please try ` +
      `again later.", wait a few minutes or write to us instead. You can also email ` +
      `[${company.supportEmail}](mailto:${company.supportEmail}); our team works ` +
      `${company.supportHours}.`,
    keywords: ["contact", "get in touch", "reach", "reply", "response", "message", "form"],
  },
];
