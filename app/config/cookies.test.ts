import { describe, expect, it } from "vitest";
import { hasSiteCookie } from "./cookies.ts";

describe("hasSiteCookie", () => {
  it.each([
    "kestrel.session_token=abc",
    "theme=dark; kestrel.session_token=abc",
    "__Secure-kestrel.session_token=abc",
    "theme=dark; __Secure-kestrel.state=xyz",
  ])("finds the site's cookie in %s", (header) => {
    expect(hasSiteCookie(header)).toBe(true);
  });

  it.each([undefined, "", "theme=dark", "notkestrel.session_token=abc", "__Secure-other.x=1"])(
    "finds none in %s",
    (header) => {
      expect(hasSiteCookie(header)).toBe(false);
    },
  );
});
