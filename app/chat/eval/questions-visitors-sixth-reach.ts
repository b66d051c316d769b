/**
 * Sixth visitor set: reaching the team and the newsletter (see questions-visitors-sixth.ts).
 */
import { ADDRESS_PAGES, FACT, PAGE } from "./eval-facts.ts";
import type { EvalQuestion } from "./eval-question.ts";

const LEAVE_PAGES = [PAGE.unsubscribe, PAGE.newsletter];

export const SIXTH_REACH_QUESTIONS: EvalQuestion[] = [
  // contact
  {
    id: "s-contact-601",
    topic: "contact",
    question: "which mailbox do I write to if something is broken?",
    facts: [FACT.email],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-602",
    topic: "contact",
    question: "when is your team reachable? I'm in London",
    facts: [FACT.times, FACT.eastern],
    links: [PAGE.contact, PAGE.faq],
    expect: "answer",
  },
  {
    id: "s-contact-603",
    topic: "contact",
    question: "and on saturdays?",
    facts: [FACT.days],
    links: [PAGE.contact, PAGE.faq],
    expect: "answer",
    history: [
      { role: "user", content: "what are your support hours?" },
      { role: "assistant", content: "Monday to Friday, 9:00 AM to 6:00 PM Eastern Time." },
    ],
  },
  {
    id: "s-contact-604",
    topic: "contact",
    question: "what's your street address? want to post you a letter",
    facts: [FACT.street, FACT.zip],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "s-contact-605",
    topic: "contact",
    question: "how long do you take to answer the contact form",
    facts: [FACT.replyTime],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-606",
    topic: "contact",
    question: "how long can my message in the contact form be",
    facts: [/5,?000/],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-607",
    topic: "contact",
    question:
      "I sent you a message through the website on Tuesday afternoon about a possible project and still haven't heard back. We need to decide soon and I'm getting nervous. How fast do you usually get back to people?",
    facts: [FACT.replyTime],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-608",
    topic: "contact",
    question: "is the company field required on the contact form? I'm a freelancer",
    facts: [/required/i],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-609",
    topic: "contact",
    question: "which suite is your office in",
    facts: [FACT.suite],
    links: ADDRESS_PAGES,
    expect: "answer",
  },
  {
    id: "s-contact-610",
    topic: "contact",
    question: "what if i'd rather just email you?",
    facts: [FACT.email],
    links: [PAGE.contact],
    expect: "answer",
    history: [
      { role: "user", content: "how can I contact you?" },
      {
        role: "assistant",
        content:
          "Send us a message with the form on the contact page; we reply within one business day.",
      },
    ],
  },
  {
    id: "s-contact-611",
    topic: "contact",
    question: "do i get a confirmation email after sending the contact form?",
    facts: [/acknowledg|confirm/i],
    links: [PAGE.contact],
    expect: "answer",
  },
  {
    id: "s-contact-612",
    topic: "contact",
    question: "ok and what's the postcode there?",
    facts: [FACT.zip],
    links: ADDRESS_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "which city is your office in?" },
      { role: "assistant", content: "Our office is in Boston, Massachusetts." },
    ],
  },

  // newsletter
  {
    id: "s-newsletter-601",
    topic: "newsletter",
    question: "newsletter frequency? I hate a crowded inbox",
    facts: [/month/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "s-newsletter-602",
    topic: "newsletter",
    question: "must I register an account before I can get your newsletter?",
    facts: [/no account/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "s-newsletter-603",
    topic: "newsletter",
    question: "cool, and if I get bored of it at some point?",
    facts: [/unsubscribe/i],
    links: LEAVE_PAGES,
    expect: "answer",
    history: [
      { role: "user", content: "how do I subscribe to the newsletter?" },
      {
        role: "assistant",
        content: "Enter your email address in the newsletter form and press Subscribe.",
      },
    ],
  },
  {
    id: "s-newsletter-604",
    topic: "newsletter",
    question: "what kind of stuff is in the newsletter",
    facts: [/client results|guides/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "s-newsletter-605",
    topic: "newsletter",
    question: "the unsubscribe page says subscription not found, what now?",
    facts: [/email address|your email/i],
    links: [PAGE.unsubscribe],
    expect: "answer",
  },
  {
    id: "s-newsletter-606",
    topic: "newsletter",
    question: "will I get an email straight after subscribing?",
    facts: [/welcome/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "s-newsletter-607",
    topic: "newsletter",
    question:
      "I signed up for your newsletter months ago with my old work address, and now I get it twice because I also subscribed with my personal one. I only want to keep one. How do I get rid of the other?",
    facts: [/unsubscribe/i],
    links: LEAVE_PAGES,
    expect: "answer",
  },
  {
    id: "s-newsletter-608",
    topic: "newsletter",
    question:
      "I only kept an email from last year - can I still leave the list with the link in that one?",
    facts: [/no expiry|old issue/i],
    links: LEAVE_PAGES,
    expect: "answer",
  },
  {
    id: "s-newsletter-609",
    topic: "newsletter",
    question: "if I subscribe twice with the same address, will I get every issue twice?",
    facts: [/changes nothing|once/i],
    links: [PAGE.newsletter],
    expect: "answer",
  },
  {
    id: "s-newsletter-610",
    topic: "newsletter",
    question: "ok sign me up, where do I do that?",
    facts: [/Subscribe/i],
    links: [PAGE.newsletter],
    expect: "answer",
    history: [
      { role: "user", content: "what's in your newsletter?" },
      {
        role: "assistant",
        content:
          "One email a month with client results, practical guides and what is new in AI for business.",
      },
    ],
  },
  {
    id: "s-newsletter-611",
    topic: "newsletter",
    question: "stop sending me your marketing emails pls",
    facts: [/unsubscribe/i],
    links: LEAVE_PAGES,
    expect: "answer",
  },
  {
    id: "s-newsletter-612",
    topic: "newsletter",
    question: "after I unsubscribe, how long do you keep my email address?",
    facts: [/24 months/i],
    links: ["/privacy#data-retention"],
    expect: "answer",
  },
];
