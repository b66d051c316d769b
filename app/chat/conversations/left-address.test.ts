import { describe, expect, it } from "vitest";
import { leftAddress } from "./left-address.ts";

describe("an address the visitor leaves", () => {
  it.each([
    ["jo@example.com", "jo@example.com"],
    ["my email is Jo.Smith+chat@Example.co.uk.", "Jo.Smith+chat@Example.co.uk"],
    ["reach me at <ana@mail.example.org>, thanks", "ana@mail.example.org"],
    [
      "ask support@kestrel-ai.com or me at me@kestrel-ai.com.example.net",
      "me@kestrel-ai.com.example.net",
    ],
  ])("finds it in %j", (message, address) => {
    expect(leftAddress(message)).toBe(address);
  });

  it.each([
    "what are your hours?",
    "is support@kestrel-ai.com the right address?",
    "follow @kestrel on social media",
    "it's jo@",
    "jo@localhost",
  ])("finds none in %j", (message) => {
    expect(leftAddress(message)).toBeNull();
  });
});
