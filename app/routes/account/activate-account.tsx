import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Activate your account",
    "Use the activation link from your email to reactivate your account.",
  );

export default function ActivateAccountPage() {
  return (
    <StandalonePage title="Activate your account">
      <p>Use the activation link from your email to reactivate your account.</p>
    </StandalonePage>
  );
}
