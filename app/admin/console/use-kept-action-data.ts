import { useState } from "react";
import { useLocation } from "react-router";

/**
 * The answer to the page's last form post, for as long as the member stays on that page. An open
 * console page loads its data again whenever a live conversation changes (use-live-console.ts),
 * and the router forgets an action's answer at every such load: without this, "Reply sent" or a
 * refusal could vanish a moment after it appeared, often before anyone had read it. A link to
 * another page (or a new post) moves on, as a real navigation does.
 */
export function useKeptActionData<Data>(actionData: Data | undefined): Data | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState<{ key: string; data: Data } | null>(null);
  if (actionData !== undefined && (kept?.data !== actionData || kept.key !== key)) {
    // Adjusting state while rendering: React renders again at once, before the screen changes.
    setKept({ key, data: actionData });
  }
  if (actionData !== undefined) return actionData;
  return kept?.key === key ? kept.data : undefined;
}
