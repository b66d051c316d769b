import { StandalonePage } from "#app/components/layout/standalone-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";

export const meta = () =>
  pageMeta(
    "Recover your account",
    "Use the recovery link from your email to restore your account.",
  );

export default function RecoverAccountPage() {
  return (
    <StandalonePage title="Recover your account">
      <p>Use the recovery link from your email to restore your account.</p>
    </StandalonePage>
  );
}
