import { describe, expect, it } from "vitest";
import { linkMatches, plainText, siteLinkTargets } from "./answer-text.ts";

describe("siteLinkTargets", () => {
  it("lists the own-site targets of markdown links, not external ones", () => {
    expect(
      siteLinkTargets(
        "See [Solutions](/solutions#no-code), [mail](mailto:a@b.c), [x](https://x.org) and [FAQ](/contact#faq-title).",
      ),
    ).toEqual(["/solutions#no-code", "/contact#faq-title"]);
  });

  it("accepts a link title and angle brackets", () => {
    expect(siteLinkTargets('[a](/about "About us") [b](</terms#accounts>)')).toEqual([
      "/about",
      "/terms#accounts",
    ]);
  });

  it("ignores paths that are not link targets", () => {
    expect(siteLinkTargets("Go to /contact or (/about).")).toEqual([]);
  });
});

describe("linkMatches", () => {
  it("accepts any section or query of a page given without an anchor", () => {
    expect(linkMatches("/solutions#ai-workforce", "/solutions")).toBe(true);
    expect(linkMatches("/solutions", "/solutions")).toBe(true);
    expect(linkMatches("/contact?topic=white-paper", "/contact")).toBe(true);
  });

  it("does not take one page for another that starts the same", () => {
    expect(linkMatches("/privacy-settings", "/privacy")).toBe(false);
    expect(linkMatches("/solutions-old", "/solutions")).toBe(false);
  });

  it("treats the home page as its own page", () => {
    expect(linkMatches("/#how-title", "/")).toBe(true);
    expect(linkMatches("/?forgotPassword=true", "/")).toBe(true);
    expect(linkMatches("/about", "/")).toBe(false);
  });

  it("matches an expected anchor or query as a prefix", () => {
    expect(linkMatches("/privacy#data-retention", "/privacy#data")).toBe(true);
    expect(linkMatches("/privacy#your-rights", "/privacy#data-retention")).toBe(false);
    expect(linkMatches("/?forgotPassword=true", "/?forgotPassword=true")).toBe(true);
  });
});

describe("plainText", () => {
  it("drops emphasis and keeps link text and target", () => {
    expect(plainText("**99.9%** on [Solutions](/solutions)")).toBe(
      "99.9% on Solutions (/solutions)",
    );
  });
});
