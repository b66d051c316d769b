const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** The marks a conversation may carry: passed on to the team, and kept out of model training. */
export function ConversationBadges({
  handedOver,
  optedOut,
  className = "",
}: {
  handedOver: boolean;
  optedOut: boolean;
  className?: string;
}) {
  if (!handedOver && !optedOut) return null;
  return (
    <ul aria-label="Marks" className={`flex flex-wrap gap-2 ${className}`}>
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
