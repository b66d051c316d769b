import type { SolutionId } from "#app/content/solutions.ts";

const paths: Record<SolutionId, string> = {
  "ai-workforce":
    "M12 3a4 4 0 0 1 4 4v1h1a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3h1V7a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v1h4V7a2 2 0 0 0-2-2Zm-3 7a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z",
  "no-code":
    "M4 5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2H9v2h4v-1a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-1H8a1 1 0 0 1-1-1v-4H6a2 2 0 0 1-2-2V5Z",
  "adaptive-cx":
    "M12 3c4.97 0 9 3.36 9 7.5S16.97 18 12 18c-.9 0-1.78-.11-2.6-.32L5 20l1.2-3.6C4.2 15.03 3 12.9 3 10.5 3 6.36 7.03 3 12 3Zm-3 6.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm3 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm3 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z",
};

export function SolutionIcon({ id, className = "size-6" }: { id: SolutionId; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
      <path d={paths[id]} />
    </svg>
  );
}
