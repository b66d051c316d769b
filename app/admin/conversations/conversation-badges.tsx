const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/**
 * The marks a conversation may carry: the visitor left an email address, it was passed on to
 * the team, and it is kept out of model training. An address left without a hand-over is a lead
 * the team has not been sent.
 */
export function ConversationBadges({
  emailLeft,
  handedOver,
  optedOut,
  className = "",
}: {
  emailLeft: boolean;
  handedOver: boolean;
  optedOut: boolean;
  className?: string;
}) {
  if (!emailLeft && !handedOver && !optedOut) return null;
  return (
    <ul aria-label="Marks" className={`flex flex-wrap gap-2 ${className}`}>
      {emailLeft && (
        <li className={`${badgeClass} bg-sky-50 text-sky-900 ring-1 ring-sky-200`}>Email left</li>
      )}
      {handedOver && (
        <li className={`${badgeClass} bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200`}>
          Handed over to the team
        </li>
      )}
      {optedOut && (
        <li className={`${badgeClass} bg-amber-50 text-amber-900 ring-1 ring-amber-200`}>
          Opted out of AI model improvement
        </li>
      )}
    </ul>
  );
}
