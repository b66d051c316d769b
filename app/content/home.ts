export interface Testimonial {
  quote: string;
  /** Attributed by role and organisation: clients are not named without their consent. */
  author: string;
  organisation: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      "Within two months our AI agents were resolving half of our incoming tickets on their own, and our team finally has time for the customers who need a person.",
    author: "Head of Customer Support",
    organisation: "National online retailer",
  },
  {
    quote:
      "Our operations team built their first workflow in an afternoon. No tickets to IT, no waiting for a sprint, and it has been running without a hitch ever since.",
    author: "Director of Operations",
    organisation: "Mid-sized logistics company",
  },
  {
    quote:
      "They started with our goals, not with a product demo. The result is AI that our staff trust and our students actually use.",
    author: "Dean of Student Services",
    organisation: "Public university",
  },
];

export interface ProcessStep {
  title: string;
  description: string;
}

/** The lead of the home page's "How it works" section. */
export const howItWorksLead =
  "A clear, four-step path that keeps your team in control at every stage.";

export const howItWorks: ProcessStep[] = [
  {
    title: "Consultation",
    description:
      "A free session to understand your goals, your customers and the processes that slow you down.",
  },
  {
    title: "Solution Design",
    description:
      "We map the highest-value use cases and design agents, workflows and guardrails around them.",
  },
  {
    title: "Integration",
    description:
      "We connect the solution to your systems and data, test it with your team and launch in stages.",
  },
  {
    title: "Optimization",
    description: "We measure results every week, tune what underperforms and expand what works.",
  },
];

export const innovatorStats = [
  { stat: "24/7", label: "coverage for every customer conversation" },
  { stat: "50%", label: "fewer support tickets on average" },
  { stat: "40%", label: "more engagement with personalised journeys" },
] as const;
