import { describe, expect, it } from "vitest";
import { questionParts } from "./question-parts.server.ts";

describe("questionParts", () => {
  it("keeps a sentence that sets the scene beside the question after it", () => {
    expect(questionParts("I'm on the marketing team. Is there a newsletter I can read?")).toEqual([
      { asked: "Is there a newsletter I can read?", scene: "I'm on the marketing team" },
    ]);
  });

  it("splits after a colon that introduces a second question", () => {
    const parts = questionParts("Where is your office, and also: are you open on Fridays?");
    expect(parts.map((part) => part.asked)).toEqual([
      "Where is your office",
      "are you open on Fridays?",
    ]);
  });

  it("keeps a short question with a question word of its own apart", () => {
    const parts = questionParts("you make chatbot for hotel? How much is price?");
    expect(parts.map((part) => part.asked)).toEqual([
      "you make chatbot for hotel",
      "How much is price?",
    ]);
    // One that only points back belongs to the question before it.
    expect(questionParts("do you have a newsletter? any archive?")).toHaveLength(1);
  });

  it("asks about each thing of a list joined with plus signs or slashes", () => {
    const parts = questionParts("pls give me email + opening hours + address");
    expect(parts.map((part) => part.asked)).toEqual([
      "pls give me email",
      "opening hours",
      "address",
    ]);
    expect(questionParts("phone/email")).toHaveLength(2);
  });

  it("keeps a slash between figures or in and/or", () => {
    expect(questionParts("is your 24/7 support by phone and/or chat?")).toHaveLength(1);
  });

  it("asks about each of two things a question compares", () => {
    const parts = questionParts(
      "What's the difference between deactivating my account and deleting it?",
    );
    expect(parts.map((part) => part.asked)).toEqual([
      "what is deactivating my account",
      "what is deleting it",
    ]);
  });

  it("takes a closing question that points back as the one its statement sets up", () => {
    expect(
      questionParts(
        "They asked me what the cap on your liability is if something goes wrong. What is it?",
      ),
    ).toEqual([
      {
        asked: "What is it?",
        scene: "They asked me what the cap on your liability is if something goes wrong",
      },
    ]);
  });

  it("reads a sentence that ends in a full stop as scene when the message asks with a ?", () => {
    const parts = questionParts(
      "I picked three days in the form. It doesn't say which day it is. Is my meeting fixed?",
    );
    expect(parts).toEqual([
      {
        asked: "Is my meeting fixed?",
        scene: "I picked three days in the form It doesn't say which day it is",
      },
    ]);
  });

  it("asks what ends in a question mark, and keeps what follows the last one apart", () => {
    expect(
      questionParts("email address for support? Thanks in advance, we decide this month."),
    ).toEqual([
      {
        asked: "email address for support",
        scene: "",
        after: "Thanks in advance, we decide this month.",
      },
    ]);
    expect(questionParts("What are your hours? Also your email.")).toHaveLength(2);
  });

  it("adds a question of one word that carries meaning to the question before it", () => {
    expect(questionParts("what did the retail client say about you? any quote")).toEqual([
      { asked: "what did the retail client say about you any quote", scene: "" },
    ]);
  });

  it("keeps a question of only small words when nothing came before it", () => {
    expect(questionParts("I run a small clinic. What do you do?")).toEqual([
      { asked: "What do you do?", scene: "I run a small clinic" },
    ]);
  });
});
