import { describe, expect, it } from "vitest";
import { phraseHints } from "./phrase-hints.server.ts";

describe("phraseHints", () => {
  it.each([
    [
      "can I book the intro call for a Saturday?",
      "consultation time slots weekends skipped eastern",
    ],
    [
      "which time zone is the consultation calendar in?",
      "consultation time slots weekends skipped eastern",
    ],
    ["is there a catch, or do I have to sign anything?", "free consultation no obligation"],
    ["how often does the newsletter go out?", "newsletter one email a month"],
    ["is the newsletter mostly sales pitches?", "newsletter client results practical guides"],
    ["and if I change my mind later?", "change mind"],
    ["what if a customer withdraws their consent?", "change mind"],
    ["how do I leave the mailing list", "unsubscribe"],
    ["which channels do the agents answer on?", "chat email voice"],
    ["how long can my message be?", "maximum length characters"],
    ["how does support work once it's running?", "support after launch"],
    ["what do you stand for?", "values"],
    ["where do I sign up to get your AI emails", "newsletter subscribe"],
    ["what's the cap on your liability?", "total liability limited claims"],
    [
      "users keep getting locked out, can your agents handle that?",
      "agents routine requests resetting access",
    ],
    ["how short can my password be?", "password 6 to 128 characters"],
    ["how much would the setup cost us?", "pricing price list"],
    ["when do you actually read what I send?", "reply business day"],
  ])("reads %j as %j", (question, hint) => {
    expect(phraseHints(question)).toContain(hint);
  });

  it.each([
    "are you open on Saturdays?",
    "what's in the file you send me?",
    "I'm locked out of my account",
    "by how much do tickets drop?",
    "how much would it cut our support queue?",
    "how much will the agents reduce our call volume?",
  ])("adds none of these hints to %j", (question) => {
    const added = phraseHints(question);
    expect(added).not.toContain("pricing price list");
    expect(added).not.toContain("consultation time slots weekends skipped eastern");
    expect(added).not.toContain("newsletter client results practical guides");
    expect(added).not.toContain("agents routine requests resetting access");
  });
});
