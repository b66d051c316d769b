import { useId } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { AuthPanel, type AuthView } from "./auth-panel.tsx";

export default function AuthDialog({
  view,
  notice,
  onClose,
}: {
  view: AuthView;
  notice?: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog labelledBy={titleId} open onClose={onClose}>
      <AuthPanel initialView={view} titleId={titleId} notice={notice} onClose={onClose} />
    </Dialog>
  );
}
