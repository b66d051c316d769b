import { describe, expect, it } from "vitest";
import { leadWithAnswer } from "./direct-answer.server.ts";

const steps = [
  "You can reset it from the [Forgot Password dialog](/?forgotPassword=true): enter your email address and we send you a link to choose a new password.",
  "",
  "1. Open the [Forgot Password dialog](/?forgotPassword=true).",
  "2. Enter the email address of your account and press **Send Reset Link**.",
  "3. Open the link in the email within 1 hour and choose your new password.",
  "",
  "A reset signs your account out everywhere, so you then sign in with the new password.",
].join("\n");

const facts = [
  "Our platform connects to the tools you already use and is ready in days rather than months for most teams.",
  "",
  "- **Connectors**: CRMs, help desks, e-commerce platforms and data warehouses.",
  "- **Residency**: data stays in the region you choose, see the [Privacy Policy](/privacy#international-transfers).",
  "- **Audit trail**: every change is recorded with who made it and when.",
].join("\n");

describe("leading with the line that answers", () => {
  it("puts the step with the figure first for a 'how long' question, keeping the list whole", () => {
    const answer = leadWithAnswer(steps, "how long is the reset link valid?");
    const [lead, ...rest] = answer.split("\n\n");
    expect(lead).toBe("Open the link in the email within 1 hour and choose your new password.");
    expect(rest.join("\n\n")).toContain("3. Open the link in the email within 1 hour");
  });

  it("moves a bullet that answers to the front, with its links, and drops it from the list", () => {
    const answer = leadWithAnswer(facts, "where does my data stay, which region?");
    expect(answer.startsWith("**Residency**: data stays in the region you choose")).toBe(true);
    expect(answer).toContain("(/privacy#international-transfers)");
    expect(answer.match(/Residency/g)).toHaveLength(1);
    expect(answer).toContain("- **Audit trail**");
  });

  it("leaves a passage that already opens with its answer as it is", () => {
    expect(leadWithAnswer(steps, "how do I reset my password?")).toBe(steps);
  });

  it("leaves a short passage as it is", () => {
    const short = "Our team is available Monday to Friday, 9:00 AM to 6:00 PM Eastern Time.";
    expect(leadWithAnswer(short, "are you open on fridays?")).toBe(short);
  });

  it("leaves the passage as it is when no line shares the question's words", () => {
    expect(leadWithAnswer(facts, "tell me everything")).toBe(facts);
  });
});
