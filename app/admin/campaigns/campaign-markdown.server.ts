import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import Markdown, { type Components, type ExtraProps } from "react-markdown";

/**
 * Inline styles in the colours and sizes of the site's email layout: mail programs ignore
 * style sheets, so every element carries its own.
 */
const styles = {
  p: "margin:0 0 16px;font-size:16px;line-height:24px;color:#334155",
  h1: "margin:24px 0 12px;font-size:22px;line-height:30px;color:#0f172a",
  h2: "margin:24px 0 12px;font-size:20px;line-height:28px;color:#0f172a",
  h3: "margin:20px 0 8px;font-size:18px;line-height:26px;color:#0f172a",
  h4: "margin:16px 0 8px;font-size:16px;line-height:24px;color:#0f172a",
  h5: "margin:16px 0 8px;font-size:16px;line-height:24px;color:#0f172a",
  h6: "margin:16px 0 8px;font-size:16px;line-height:24px;color:#0f172a",
  // The marker is named, not left to a default: a page's reset (the console's preview) drops it.
  ul: "margin:0 0 16px;padding-left:24px;list-style-type:disc;font-size:16px;line-height:24px;color:#334155",
  ol: "margin:0 0 16px;padding-left:24px;list-style-type:decimal;font-size:16px;line-height:24px;color:#334155",
  li: "margin:0 0 4px",
  a: "color:#4338ca;text-decoration:underline",
  blockquote: "margin:0 0 16px;padding:4px 16px;border-left:4px solid #c7d2fe;color:#475569",
  pre: "margin:0 0 16px;padding:12px;background:#f1f5f9;border-radius:8px;font-size:14px;line-height:20px;white-space:pre-wrap;word-break:break-word",
  code: "font-family:Menlo,Consolas,monospace;font-size:14px",
  hr: "margin:24px 0;border:0;border-top:1px solid #e2e8f0",
  img: "max-width:100%;height:auto",
} as const;

type Styled = keyof typeof styles;

/** Links and images may point only to web pages and mail addresses; anything else is dropped. */
function safeUrl(url: string): string | undefined {
  return /^(https?:\/\/|mailto:)/i.test(url.trim()) ? url.trim() : undefined;
}

function toStyleObject(style: string): Record<string, string> {
  return Object.fromEntries(
    style.split(";").map((rule) => {
      const [property = "", ...value] = rule.split(":");
      return [
        property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value.join(":"),
      ];
    }),
  );
}

const styleObjects = Object.fromEntries(
  Object.entries(styles).map(([tag, style]) => [tag, toStyleObject(style)]),
) as Record<Styled, Record<string, string>>;

/** The element as Markdown made it, with the layout's style in place of any other. */
function styled(tag: Styled) {
  return function Styled({ node: _node, ...props }: Record<string, unknown> & ExtraProps) {
    return createElement(tag, { ...props, style: styleObjects[tag] });
  };
}

const components: Components = {
  ...Object.fromEntries((Object.keys(styles) as Styled[]).map((tag) => [tag, styled(tag)])),
  // A link whose address was dropped stays as its words.
  a: ({ node: _node, href, children }) =>
    href
      ? createElement("a", { href, style: styleObjects.a }, children)
      : createElement("span", null, children),
  img: ({ node: _node, src, alt }) =>
    typeof src === "string" && src
      ? createElement("img", { src, alt: alt ?? "", style: styleObjects.img })
      : null,
};

/**
 * A campaign's Markdown as email HTML. Raw HTML in the Markdown is left out, not passed through,
 * and link and image addresses other than http(s) and mailto are removed.
 */
export function markdownToEmailHtml(markdown: string): string {
  return renderToStaticMarkup(
    createElement(Markdown, { components, skipHtml: true, urlTransform: safeUrl }, markdown),
  );
}

/**
 * The text part: what the HTML part says, as plain text. It is written from the same parse, so
 * what the HTML leaves out (raw HTML, a `javascript:` address) is left out here too; a link
 * shows its address after its words, as a mail program cannot follow `[words](address)`.
 */
export function markdownToText(markdown: string): string {
  return blocksOf(fromMarkdown(markdown).children);
}

function inlineText(nodes: readonly Nodes[]): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case "text":
        case "inlineCode":
          return node.value;
        case "break":
          return "\n";
        case "html":
          return "";
        case "image":
          return node.alt ?? "";
        case "link": {
          const words = inlineText(node.children);
          const address = safeUrl(node.url);
          return address && address !== words ? `${words} (${address})` : words;
        }
        default:
          return "children" in node ? inlineText(node.children) : "";
      }
    })
    .join("");
}

/** Blocks one after another with a blank line between, lists one item a line. */
function blocksOf(nodes: readonly Nodes[]): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case "list":
          return node.children
            .map((item, index) => {
              const marker = node.ordered ? `${(node.start ?? 1) + index}. ` : "- ";
              const body = blocksOf(item.children).replace(/\n/g, `\n${" ".repeat(marker.length)}`);
              return `${marker}${body}`;
            })
            .join("\n");
        case "blockquote":
          return blocksOf(node.children).replace(/^/gm, "> ");
        case "code":
          return node.value;
        case "thematicBreak":
          return "---";
        case "html":
        case "definition":
          return "";
        default:
          return "children" in node ? inlineText(node.children) : "";
      }
    })
    .filter((text) => text.trim() !== "")
    .join("\n\n");
}
