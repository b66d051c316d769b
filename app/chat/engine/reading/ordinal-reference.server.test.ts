import { describe, expect, it } from "vitest";
import { withOrdinalResolved } from "./ordinal-reference.server.ts";

const listed =
  "We offer:\n\n- [24/7 AI Workforce](/solutions#ai-workforce): agents.\n" +
  "- [No-Code Integration](/solutions#no-code): workflows.\n" +
  "- [Hyper-Personalized Experiences](/solutions#adaptive-cx): journeys.\n\n" +
  "Read more on [Solutions](/solutions).";

describe("withOrdinalResolved", () => {
  it.each([
    ["and the last one, what does it do?", "and Hyper-Personalized Experiences, what does it do?"],
    ["tell me about the second", "tell me about No-Code Integration"],
    ["what does option 1 cost?", "what does 24/7 AI Workforce cost?"],
    ["first one sounds good", "24/7 AI Workforce sounds good"],
  ])("reads %j as %j", (question, resolved) => {
    expect(withOrdinalResolved(question, listed)).toBe(resolved);
  });

  it("leaves ordinals that point at no listed thing alone", () => {
    expect(withOrdinalResolved("how long until the first use case is live?", listed)).toBeNull();
    expect(withOrdinalResolved("what is the first step?", listed)).toBeNull();
    expect(withOrdinalResolved("and the fifth one?", listed)).toBeNull();
  });

  it("reads a step by its number or place, in the latest reply that numbered steps", () => {
    const steps =
      "A clear path.\n\n1. **Consultation**\n2. **Solution Design**\n3. **Integration**";
    expect(withOrdinalResolved("what happens in step 3?", steps)).toBe(
      "what happens in the Integration step?",
    );
    const since = "**Integration**: We connect the solution to your systems.";
    expect(withOrdinalResolved("and the last stage?", since, undefined, [steps])).toBe(
      "and the Integration step?",
    );
    expect(withOrdinalResolved("and the first step?", listed)).toBeNull();
  });

  it("needs a reply that listed two things or more, not counting its sources", () => {
    expect(withOrdinalResolved("the last one?", undefined)).toBeNull();
    expect(
      withOrdinalResolved("the last one?", "See [Contact](/contact).\n\nRead more on [FAQ](/faq)."),
    ).toBeNull();
  });

  it("names a link by what the caller knows of it", () => {
    const inline = "The [agents](/solutions#ai-workforce) and [workflows](/solutions#no-code).";
    expect(withOrdinalResolved("the second one?", inline, (url, text) => `${text} (${url})`)).toBe(
      "workflows (/solutions#no-code)?",
    );
  });

  it("counts the items of a list without links, or of a list written out in a sentence", () => {
    const steps = "Steps:\n\n1. **Consultation**: free.\n2. **Solution Design**: map.";
    expect(withOrdinalResolved("tell me about the second one", steps)).toBe(
      "tell me about Solution Design",
    );
    const values = "Four values guide us: Human-Centered AI, Continuous Innovation and Ethical AI.";
    expect(withOrdinalResolved("what does the last one mean?", values)).toBe(
      "what does Ethical AI mean?",
    );
    const steps4 = "Four steps: Consultation, Solution Design, Integration and Optimization.";
    expect(withOrdinalResolved("what's the third one about?", steps4)).toBe(
      "what's Integration step about?",
    );
    const offer = "We offer the AI Workforce, No-Code Integration and Adaptive CX. Read more.";
    expect(withOrdinalResolved("what does the last one do", offer)).toBe(
      "what does Adaptive CX do",
    );
  });

  it("counts the reply's first list of links, not the links after it", () => {
    const reply = `${listed.split("\n\nRead more")[0]}\n\nSee the [free consultation](/consultation).`;
    expect(withOrdinalResolved("and the last one?", reply)).toBe(
      "and Hyper-Personalized Experiences?",
    );
  });
});
