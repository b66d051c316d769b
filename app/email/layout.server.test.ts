import { describe, expect, it } from "vitest";
import { escapeHtml, renderEmail } from "./layout.server.ts";

const email = renderEmail({
  subject: "Verify your email",
  preheader: "One click to finish",
  heading: "Hello <Ada> & friends",
  paragraphs: ['Click "below".'],
  action: {
    label: "Verify email",
    url: "https://example.com/welcome?mode=verifyEmail&oobCode=abc",
  },
  note: "The link is valid for 24 hours.",
});

describe("renderEmail", () => {
  it("escapes every interpolated value in the HTML part", () => {
    expect(email.html).toContain("Hello &lt;Ada&gt; &amp; friends");
    expect(email.html).toContain("Click &quot;below&quot;.");
    expect(email.html).not.toContain("<Ada>");
    expect(email.html).toContain(
      'href="https://example.com/welcome?mode=verifyEmail&amp;oobCode=abc"',
    );
  });

  it("writes the same words and the full link into the text part", () => {
    expect(email.text).toContain("Hello <Ada> & friends");
    expect(email.text).toContain(
      "Verify email: https://example.com/welcome?mode=verifyEmail&oobCode=abc",
    );
    expect(email.text).toContain("The link is valid for 24 hours.");
  });

  it("needs no images to be read", () => {
    expect(email.html).not.toMatch(/<img/i);
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
