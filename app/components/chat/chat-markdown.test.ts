import { describe, expect, it } from "vitest";
import { safeUrl, spokenText } from "./chat-markdown.tsx";

describe("links in assistant answers", () => {
  it.each([
    ["/consultation", "/consultation"],
    ["/solutions#ai-workforce", "/solutions#ai-workforce"],
    ["#top", "#top"],
    ["https://example.com/page", "https://example.com/page"],
    ["http://example.com", "http://example.com"],
    ["mailto:support@kestrel-ai.com", "mailto:support@kestrel-ai.com"],
  ])("keeps %s", (url, kept) => {
    expect(safeUrl(url)).toBe(kept);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
    "file:///etc/passwd",
    "not a url",
  ])("drops %s", (url) => {
    expect(safeUrl(url)).toBe("");
  });
});

describe("spoken text of an answer", () => {
  it("keeps the words and drops markdown and HTML", () => {
    expect(
      spokenText(
        "## Hours\n- **Monday** to _Friday_, see [Contact](/contact).\n1. `code` <b>bold</b>",
      ),
    ).toBe("Hours Monday to Friday, see Contact. code bold");
  });
});
