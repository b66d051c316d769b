import { company } from "#app/content/site.ts";

export interface EmailContent {
  subject: string;
  /** Short summary shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown under the button, e.g. how long the link is valid. */
  note?: string;
  /**
   * Content rendered elsewhere (a campaign's Markdown), placed after the paragraphs. Its HTML is
   * inserted as it is: the caller has made it safe.
   */
  body?: { html: string; text: string };
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character]!);
}

/**
 * One branded layout for every email: a plain, single-column HTML part that reads well without
 * images, and a text part with the same words and the link written out.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphsHtml = content.paragraphs
    .map(
      (paragraph) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#334155">${escapeHtml(paragraph)}</p>`,
    )
    .join("");
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;font-weight:600;font-size:16px;text-decoration:none;padding:12px 24px;border-radius:999px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4338ca;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const noteHtml = content.note
    ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(content.note)}</p>`
    : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:#1e1b4b;padding:20px 32px;color:#ffffff;font-size:20px;font-weight:700">${escapeHtml(company.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${paragraphsHtml}${content.body?.html ?? ""}${actionHtml}${noteHtml}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(company.legalName)} · ${escapeHtml(company.address.street)}, ${escapeHtml(company.address.city)}, ${escapeHtml(company.address.region)} ${escapeHtml(company.address.postalCode)}<br>Questions? Write to <a href="mailto:${company.supportEmail}" style="color:#4338ca">${company.supportEmail}</a>.</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.body ? [content.body.text, ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.note ? [content.note, ""] : []),
    "--",
    `${company.legalName}, ${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
    `Questions? Write to ${company.supportEmail}.`,
  ].join("\n");

  return { subject: content.subject, html, text };
}
