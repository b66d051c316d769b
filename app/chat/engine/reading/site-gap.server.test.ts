import { describe, expect, it } from "vitest";
import { namesUnknownToSite } from "./site-gap.server.ts";

describe("namesUnknownToSite", () => {
  it.each([
    ["does your agent run on GPT or Claude?", ["GPT", "Claude"]],
    ["is the platform ISO27001 certified?", ["ISO27001"]],
    ["can we deploy it on Kubernetes?", ["Kubernetes"]],
  ])("reads the names in %j the site never mentions", (question, names) => {
    expect(namesUnknownToSite(question)).toEqual(names);
  });

  it.each([
    "Does it work with Google sign-in?",
    "are you based in Boston?",
    "Hello, what does No-Code Integration do?",
    "We're Acme Corp. How long does a project take?",
    "what is the CRM connector?",
  ])("finds nothing unknown in %j", (question) => {
    expect(namesUnknownToSite(question)).toEqual([]);
  });
});
