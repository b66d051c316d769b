import { Dialog } from "#app/components/ui/dialog.tsx";

export type AuthDialogView = "sign-in" | "forgot-password";

const titles: Record<AuthDialogView, string> = {
  "sign-in": "Welcome Back",
  "forgot-password": "Reset Password",
};

const leads: Record<AuthDialogView, string> = {
  "sign-in": "Sign in to manage your account, profile and privacy settings.",
  "forgot-password": "Enter the email address of your account to get a password reset link.",
};

export default function AuthDialog({
  view,
  onClose,
}: {
  view: AuthDialogView;
  onClose: () => void;
}) {
  return (
    <Dialog title={titles[view]} open onClose={onClose}>
      <p className="text-muted">{leads[view]}</p>
    </Dialog>
  );
}
