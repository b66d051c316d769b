import type { ComponentProps } from "react";
import Markdown, { type Components } from "react-markdown";
import { Link } from "react-router";

const allowedSchemes = new Set(["http:", "https:", "mailto:"]);

/**
 * Keeps a link only if it stays on this site or uses http(s) or mailto; anything else
 * (javascript:, data:, vbscript: …) becomes an empty target, which the link renderer drops.
 */
export function safeUrl(url: string): string {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  if (url.startsWith("#")) return url;
  try {
    return allowedSchemes.has(new URL(url).protocol) ? url : "";
  } catch {
    return "";
  }
}

/** The in-site path of a URL on this origin, or null for anything that leaves the site. */
function ownSitePath(href: string): string | null {
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  try {
    const url = new URL(href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function ChatLink({
  href = "",
  children,
  node: _node,
  ...props
}: ComponentProps<"a"> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  const path = ownSitePath(href);
  const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
  if (path) {
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a {...props} href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = {
  a: ChatLink,
  ul: ({ node: _node, ...props }) => <ul className="my-1 list-disc space-y-0.5 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => (
    <ol className="my-1 list-decimal space-y-0.5 pl-5" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="my-1 first:mt-0 last:mb-0" {...props} />,
};

/**
 * What a screen reader should say for an answer: its words, without markdown punctuation or
 * anything that looks like HTML.
 */
export function spokenText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)])\s+/gm, "")
    .replace(/[*_`~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Assistant text as markdown, with raw HTML and images never rendered. */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <Markdown
      skipHtml
      disallowedElements={["img"]}
      unwrapDisallowed
      urlTransform={safeUrl}
      components={components}
    >
      {children}
    </Markdown>
  );
}
