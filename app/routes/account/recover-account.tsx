import type { MetaFunction } from "react-router";
import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Recover your account",
    description: "Use the recovery link from your email to restore your account.",
    noIndex: true,
  });

export default function RecoverAccountPage() {
  return (
    <StandalonePage title="Recover your account">
      <p>Use the recovery link from your email to restore your account.</p>
    </StandalonePage>
  );
}
