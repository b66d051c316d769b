export const story = {
  heading: "Our story",
  paragraphs: [
    "Kestrel AI exists to make artificial intelligence practical for every business, not only for the companies with research labs. We build AI agents, a no-code AI platform and personalised conversational experiences that solve real operational problems, and we stay with our clients until the results show up in their numbers.",
    "We believe the best AI is the kind people barely notice: it answers at 2 AM, remembers what the customer said last week, and hands the hard questions to a person with everything they need. Technology should make teams more human, not less.",
  ],
};

export interface Value {
  title: string;
  description: string;
}

export const values: Value[] = [
  {
    title: "Human-Centered AI",
    description:
      "We design for the people on both sides of every conversation: customers who want quick, respectful answers, and teams who deserve tools that take work away rather than add to it.",
  },
  {
    title: "Continuous Innovation",
    description:
      "Models and methods change every month. We evaluate what is new, adopt what is proven and bring it to our clients without asking them to rebuild what already works.",
  },
  {
    title: "Results-Driven",
    description:
      "Every engagement starts with a measurable goal, such as fewer tickets, faster answers or higher engagement, and we report against it from the first week.",
  },
  {
    title: "Ethical AI",
    description:
      "Consent, privacy and transparency are defaults, not options. We explain how our systems decide, keep people in control and never use customer data for anything they did not agree to.",
  },
];

export const genesis = {
  heading: "How we started",
  milestones: [
    {
      year: "2024",
      title: "Founded in Boston",
      description:
        "A small team of engineers and customer-experience leaders set out to close the gap between impressive AI demos and dependable everyday tools for business.",
    },
    {
      year: "2025",
      title: "First enterprise clients",
      description:
        "Our first enterprise clients in healthcare, retail and logistics put AI agents and no-code workflows into production, and their results shaped the platform we offer today.",
    },
    {
      year: "Today",
      title: "Growing with our clients",
      description:
        "We work with startups and enterprises alike, adding solutions as our clients' ambitions grow, from a single assistant to a full AI workforce.",
    },
  ],
};
