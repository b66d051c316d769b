import { describe, expect, it } from "vitest";
import { markdownToEmailHtml, markdownToText } from "./campaign-markdown.server.ts";

describe("markdownToEmailHtml", () => {
  it("renders Markdown with the email layout's inline styles", () => {
    const html = markdownToEmailHtml("## News\n\nHello **there**.\n\n- one\n- two");
    expect(html).toContain('<h2 style="margin:24px 0 12px;');
    expect(html).toContain("<strong>there</strong>");
    expect(html).toMatch(/<ul style="[^"]+">\s*<li style="margin:0 0 4px">one<\/li>/);
  });

  it("never passes raw HTML through", () => {
    const html = markdownToEmailHtml(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div onclick="x">block</div>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<div/);
  });

  it("keeps only http(s) and mailto addresses", () => {
    const html = markdownToEmailHtml(
      "[web](https://kestrel.test/a?b=1&c=2) [mail](mailto:hi@kestrel.test) [bad](javascript:alert(1)) [data](data:text/html,x) ![pic](javascript:x)",
    );
    expect(html).toContain(
      '<a href="https://kestrel.test/a?b=1&amp;c=2" style="color:#4338ca;text-decoration:underline">web</a>',
    );
    expect(html).toContain('href="mailto:hi@kestrel.test"');
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain("<span>bad</span>");
  });
});

describe("markdownToText", () => {
  it("writes a link's address after its words", () => {
    expect(
      markdownToText(
        "See [our site](https://kestrel.test) and ![logo](https://kestrel.test/l.png)",
      ),
    ).toBe("See our site (https://kestrel.test) and logo");
  });

  it("leaves out what the HTML part leaves out, and reads lists and quotes as plain text", () => {
    const text = markdownToText(
      "## News\n\nHi <script>alert(1)</script>there.\n\n<div>block</div>\n\n" +
        "- one\n- [two](javascript:alert(1))\n\n1. first\n2. second\n\n> quoted **words**",
    );
    expect(text).toBe(
      "News\n\nHi alert(1)there.\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted words",
    );
    expect(text).not.toMatch(/<script|javascript:|<div/);
  });
});
