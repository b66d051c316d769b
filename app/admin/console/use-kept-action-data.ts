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
  // Adjusting state while rendering: React renders again at once, before the screen changes.
  if (actionData !== undefined && (kept?.data !== actionData || kept.key !== key)) {
    setKept({ key, data: actionData });
  } else if (actionData === undefined && kept && kept.key !== key) {
    // Moved on: going back to that page later shows it as the router would, without the answer.
    setKept(null);
  }
  if (actionData !== undefined) return actionData;
  return kept?.key === key ? kept.data : undefined;
}
