import { describe, expect, it } from "vitest";
import { hasSiteCookie } from "./cookies.ts";

describe("hasSiteCookie", () => {
  it("finds the site's cookies on http and their __Secure- names on https", () => {
    expect(hasSiteCookie("kestrel.session_token=abc")).toBe(true);
    expect(hasSiteCookie("theme=dark; __Secure-kestrel.session_token=abc")).toBe(true);
    expect(hasSiteCookie("__Secure-kestrel.session_token=abc")).toBe(true);
  });

  it("ignores other sites' cookies and a missing header", () => {
    expect(hasSiteCookie(undefined)).toBe(false);
    expect(hasSiteCookie("theme=dark; notkestrel.session_token=abc")).toBe(false);
    expect(hasSiteCookie("__Secure-other.session_token=abc")).toBe(false);
  });
});
