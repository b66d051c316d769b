import { useId } from "react";
import { Link } from "react-router";
import { company } from "#app/content/site.ts";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const gradientId = useId();
  return (
    <Link
      to="/"
      className={`flex items-center gap-2 text-lg font-bold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6366f1" />
            <stop offset="1" stopColor="#06b6d4" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M9 23 16 9l7 14-7-4-7 4Z" fill="#fff" />
      </svg>
      <span>{company.name}</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
