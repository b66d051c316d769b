import { describe, expect, it } from "vitest";
import { excerpt, renderExcerpt } from "./answer-excerpt.server.ts";
import { readAsked } from "../reading/asked-for.server.ts";
import { unitsOf } from "../passages/passage-units.server.ts";

const passage = [
  "A regional clinic network with eleven clinics was losing patients to long phone queues.",
  "We deployed agents that book and reschedule around the clock.",
  "",
  "**Results**",
  "",
  "- **< 2 min**: Average time to book an appointment, down from nine minutes.",
  "- **50%**: Fewer scheduling calls reaching the front desk.",
  "- **31%**: Reduction in no-shows after automated reminders.",
].join("\n");

const answer = (question: string, text = passage, budget = 360) => {
  const chosen = excerpt(unitsOf(text, "Clinic case study"), readAsked(question), budget);
  return chosen ? renderExcerpt(chosen) : null;
};

describe("unitsOf", () => {
  it("cuts a passage into sentences and list items, headings kept as context", () => {
    const units = unitsOf(passage, "Clinic case study");
    expect(units.map((unit) => unit.kind)).toEqual([
      "sentence",
      "sentence",
      "item",
      "item",
      "item",
    ]);
    expect(units[2]?.heading).toBe("**Results**");
    expect(units[0]?.opening).toBe(true);
  });

  it("keeps a question the passage asks itself with its answer", () => {
    const units = unitsOf("Do we need developers? No. Teams build it themselves.");
    expect(units.map((unit) => unit.text)).toEqual([
      "Do we need developers? No.",
      "Teams build it themselves.",
    ]);
  });

  it("keeps an indented list with the item above it", () => {
    const units = unitsOf("1. **Details**: your name\n   - Name is required\n2. **Schedule**");
    expect(units).toHaveLength(2);
    expect(units[0]?.text).toContain("Name is required");
  });
});

describe("excerpt", () => {
  it("leads with the sentence that gives the figure asked for", () => {
    expect(answer("how long does it take to book now?")).toMatch(/^\*\*< 2 min\*\*: Average time/);
  });

  it("answers a question for results with the results, as a list", () => {
    const text = answer("what results did the clinic see?") ?? "";
    expect(text).toMatch(/^- \*\*< 2 min\*\*/);
    expect(text).toMatch(/^- \*\*31%\*\*/m);
  });

  it("leads with a count in words when a count is asked for", () => {
    expect(answer("how many clinics does the network have?")).toMatch(/^A regional clinic network/);
  });

  it("brings the sentence a pointing sentence leans on", () => {
    const text =
      "The AI model improvement setting is in your settings. It decides whether chats help.";
    expect(answer("what does it decide?", text)).toMatch(/^The AI model improvement setting/);
  });

  it("shows the steps of a procedure whole and in order", () => {
    const steps =
      "You can reset it yourself:\n\n1. Open the dialog.\n2. Enter your email.\n3. Open the link.";
    expect(answer("how do I reset my password?", steps)).toBe(
      "You can reset it yourself:\n\n1. Open the dialog.\n2. Enter your email.\n3. Open the link.",
    );
  });

  it("shortens a long list asked for whole to the names of its items", () => {
    const long = "x".repeat(200);
    const list = `We offer:\n\n- **Alpha**: ${long}.\n- **Beta**: ${long}.\n- **Gamma**: ${long}.`;
    expect(answer("what do you offer?", list)).toBe(
      "We offer:\n\n- **Alpha**\n- **Beta**\n- **Gamma**",
    );
  });

  it("stays within its budget when the passage is long", () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} is here.`).join(" ");
    expect((answer("tell me about sentence", long, 120) ?? "").length).toBeLessThanOrEqual(120);
  });

  it("skips what was already said", () => {
    const units = unitsOf(passage);
    const said = (unit: { text: string }) => unit.text.startsWith("A regional");
    const chosen = excerpt(units, readAsked("tell me about the clinic"), 360, said);
    expect(renderExcerpt(chosen!)).not.toMatch(/A regional/);
  });
});
