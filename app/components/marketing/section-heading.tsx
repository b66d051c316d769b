import type { ReactNode } from "react";

/** Eyebrow, heading and lead paragraph that open a page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
  tone = "dark",
}: {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "dark" | "light";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p
        className={`text-sm font-semibold tracking-widest uppercase ${tone === "light" ? "text-brand-200" : "text-brand-600"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${tone === "light" ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {children && (
        <div
          className={`mt-4 text-lg leading-relaxed ${tone === "light" ? "text-brand-100" : "text-muted"}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
