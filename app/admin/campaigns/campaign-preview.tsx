/**
 * The email as a subscriber sees it, its body placed in the page. That HTML is the server's own
 * render of the Markdown (raw HTML never passes, links are http(s) or mailto only, every text
 * escaped), so it is as safe here as any other markup of the console. A frame would isolate it
 * further, but a sandboxed one hides its content from assistive technology checks and from
 * keyboard users' usual page navigation.
 */
export function CampaignPreview({ html, text }: { html: string; text: string }) {
  // The email's own top heading sits under the page's "Preview" heading here.
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? "").replace(
    /<(\/?)h1\b/g,
    "<$1h3",
  );
  return (
    <div className="space-y-4">
      <div
        role="region"
        aria-label="Preview of the email"
        className="overflow-x-auto rounded-2xl border border-slate-200"
        dangerouslySetInnerHTML={{ __html: body }}
      />
      <details className="rounded-2xl border border-slate-200 bg-white">
        <summary className="text-ink cursor-pointer px-4 py-3 text-sm font-semibold">
          Text part (for mail programs that show no HTML)
        </summary>
        <pre className="border-t border-slate-200 px-4 py-3 text-sm break-words whitespace-pre-wrap text-slate-800">
          {text}
        </pre>
      </details>
    </div>
  );
}
