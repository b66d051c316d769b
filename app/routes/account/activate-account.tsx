import type { MetaFunction } from "react-router";
import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { seo } from "#app/lib/seo.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Activate your account",
    description: "Use the activation link from your email to reactivate your account.",
    noIndex: true,
  });

export default function ActivateAccountPage() {
  return (
    <StandalonePage title="Activate your account">
      <p>Use the activation link from your email to reactivate your account.</p>
    </StandalonePage>
  );
}
