import { describe, expect, it } from "vitest";
import { answerQuestion, keepingSubject } from "./answer-composer.server.ts";

describe("answerQuestion", () => {
  it("answers the question after the scene, however many words the scene has", () => {
    const answer = answerQuestion(
      "We are a busy marketing team of twelve people working across two offices. " +
        "How often does the newsletter go out, and what's your email?",
    );
    expect(answer).toMatch(/One email a month/);
    expect(answer).toMatch(/support@kestrel-ai\.com/);
  });

  it("links each section of a page it answers from", () => {
    const answer = answerQuestion(
      "How accurate are your solutions, and what does the 24/7 AI Workforce do?",
    );
    expect(answer).toMatch(/\]\(\/solutions\)/);
    expect(answer).toMatch(/\[24\/7 AI Workforce\]\(\/solutions#ai-workforce\)/);
  });

  it("points to a part's close runner-up when one part asks for two figures", () => {
    const answer = answerQuestion(
      "What response time and accuracy can we count on across your solutions, and are they GDPR compliant?",
    );
    expect(answer).toMatch(/< 100 ms/);
    expect(answer).toMatch(/99\.9%/);
    expect(answer).toMatch(/GDPR/);
  });

  it("answers the question apart from a long scene that crowds it out", () => {
    const answer = answerQuestion(
      "We're a 40-person insurance agency and nobody here is technical. I'm worried we'd be " +
        "left alone with a system nobody understands. How does support work once it's running?",
    );
    expect(answer).toMatch(/named contact/);
  });

  it("links each solution a figure shared by all of them is quoted for", () => {
    const answer = answerQuestion("what accuracy do your solutions reach?");
    expect(answer).toMatch(/99\.9%/);
    expect(answer).toMatch(/\[24\/7 AI Workforce\]\(\/solutions#ai-workforce\)/);
    expect(answer).toMatch(/\(\/solutions#adaptive-cx\)/);
  });

  it("leads with the sentence that answers and glues no other topic on", () => {
    const answer = answerQuestion("can it track orders for my online shop customers?");
    expect(answer).toMatch(/tracking orders/);
    expect(answer).toMatch(/\]\(\/solutions#ai-workforce\)/);
    expect(answer.match(/^Related: /gm)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(answer).not.toMatch(/^\*\*[^*\n]+\*\*: /m);
  });

  it("leads with the figure a question asks for", () => {
    expect(answerQuestion("how much extra revenue did the retailer make")).toMatch(
      /^\*\*\$1\.8M\*\*/,
    );
  });

  it("answers a comparison on both sides", () => {
    const answer = answerQuestion("pausing vs closing the account, what's the actual difference?");
    expect(answer).toMatch(/^Deactivate it in your \[privacy settings\]/);
    expect(answer).toMatch(/Delete Account/);
  });

  it("gives the figure of a client story without the story's other parts", () => {
    const answer = answerQuestion("how many clinics did the health network have");
    expect(answer).toMatch(/^A regional healthcare network with eleven clinics/);
    expect(answer.length).toBeLessThan(450);
  });
});

describe("keepingSubject", () => {
  const hit = (id: string, text: string, score: number) => ({
    id,
    title: id,
    url: `/${id}`,
    text,
    score,
  });

  it("puts the close passage that keeps the conversation's subject first", () => {
    const hits = [
      hit("newsletter", "Unsubscribe from the newsletter at any time.", 10),
      hit("recovery", "A deleted account can be recovered within 30 days.", 8),
      hit("far", "Your deleted account is gone.", 5),
    ];
    const kept = keepingSubject(hits, "and if I change my mind?", "how do I delete my account?");
    expect(kept.map((h) => h.id)).toEqual(["recovery", "newsletter", "far"]);
  });

  it("lets a subject the question names itself win over the earlier one", () => {
    const hits = [
      hit("terms", "These terms of service were last updated in March.", 10),
      hit("privacy", "This privacy policy may be updated.", 9),
    ];
    const kept = keepingSubject(
      hits,
      "and the terms of service?",
      "what does the privacy policy cover?",
    );
    expect(kept[0]?.id).toBe("terms");
  });

  it("answers with the one step a question names, not the whole procedure", () => {
    const answer = answerQuestion("what happens in the Integration step?");
    expect(answer).toMatch(/We connect the solution to your systems/);
    expect(answer).not.toMatch(/Consultation\*\*/);
  });
});
