/**
 * How-to help for the chat assistant about what the site's forms and profile show: the contact
 * form's fields and limits, booking without JavaScript, what happens after booking, the profile
 * page and the social media links. Facts as the pages and their messages state them
 * (docs/product.md sections 2, 5, 6 and 9.1); the ways visitors ask are in
 * help-topic-forms-questions.ts.
 */
import type { HelpTopic } from "./types.ts";
import { company, socialLinks } from "./site.ts";

const SUPPORT_EMAIL = `[${company.supportEmail}](mailto:${company.supportEmail})`;
const networks = socialLinks.map((link) => link.network);
const networkList = `${networks.slice(0, -1).join(", ")} and ${networks.at(-1)}`;

export const formsHelp: readonly HelpTopic[] = [
  {
    id: "contact-form-fields",
    title: "Contact form fields and limits",
    url: "/contact",
    answer: "The [contact form](/contact) asks for these fields:",
    form: "contact",
    note:
      "A message can be up to 5,000 characters long, a name up to 100 and a company up to 150. " +
      "After **Send Message** the page says \"Thank you! Your message has been sent. We'll get " +
      'back to you within one business day." and we email you an acknowledgement.',
    keywords: ["required", "fields", "characters", "maximum length", "limit", "mandatory"],
  },
  {
    id: "consultation-form-fields",
    title: "Consultation form fields and limits",
    url: "/consultation",
    answer: "The [consultation](/consultation) asks for these, step by step:",
    form: "consultation",
    note:
      "A name can be up to 100 characters, a company up to 150, your message up to 2,000 and " +
      "your scheduling preferences up to 1,000. Leave the days out and we propose some.",
    keywords: ["consultation form", "fields", "limit", "characters", "optional", "required"],
  },
  {
    id: "consultation-without-javascript",
    title: "Booking a consultation without JavaScript",
    url: "/consultation",
    answer:
      "The consultation's scheduling assistant needs JavaScript: without it the steps cannot " +
      `advance. You can also write to ${SUPPORT_EMAIL} with a few dates that suit you.`,
    keywords: ["javascript", "script blocker", "form not working", "stuck", "noscript"],
  },
  {
    id: "consultation-after-booking",
    title: "After you book a consultation",
    url: "/consultation",
    answer:
      'After **Schedule Consultation** the page says "Your consultation has been scheduled!": ' +
      "we send a confirmation to your email and then confirm one of your times shortly.",
    note:
      "The days and times you pick are your preferences, not a fixed appointment, until we " +
      "confirm one of them. Chose none? We propose some. Anything else about timing goes in " +
      "**Scheduling preferences (optional)**.",
    keywords: ["confirmation", "confirmed", "booked", "scheduled", "appointment", "preferences"],
  },
  {
    id: "account-profile",
    title: "Your profile page",
    url: "/profile",
    answer:
      "Your [profile](/profile) shows your name, email and **Member since** date, with " +
      "**Account Settings** and **AI Services**. Open it with **Profile Settings** in the " +
      "menu under your photo or initial at the top right.",
    note:
      "Account Settings: **Change Password**, **Email Preferences** (choosing which emails you " +
      "receive is coming soon) and a link to your [privacy settings](/privacy-settings). AI " +
      "Services: your **Current Plan** (Free Tier), **API Usage** (0/1000 calls) and " +
      "**Upgrade Plan** (paid plans are coming soon).",
    keywords: ["profile", "my account", "member since", "email preferences", "api usage"],
  },
  {
    id: "social-media",
    title: "Social media",
    url: "/contact",
    answer:
      `Our social media profiles (${networkList}) are coming soon: the icons in the footer ` +
      "do not link anywhere yet.",
    note:
      "To follow our news meanwhile, subscribe to the [newsletter](/newsletter), one email a " +
      `month, or write to ${SUPPORT_EMAIL} or through the [contact page](/contact).`,
    keywords: ["social media", "linkedin", "twitter", "github", "follow", "instagram"],
  },
];
