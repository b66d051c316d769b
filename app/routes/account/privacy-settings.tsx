import { redirect } from "react-router";

/**
 * Privacy settings are for signed-in users only. Accounts do not exist yet, so every visitor
 * is sent home from the server, as the page requires for anyone not signed in.
 */
export function loader() {
  return redirect("/");
}

export default function PrivacySettingsPage() {
  return null;
}
