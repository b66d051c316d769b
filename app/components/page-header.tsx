import type { ReactNode } from "react";

/** The heading band at the top of an inner page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="from-brand-50 bg-gradient-to-b to-white">
      <div className="container-page py-16 sm:py-24">
        {eyebrow && (
          <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="text-ink mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {children && (
          <div className="text-muted mt-6 max-w-2xl text-lg leading-relaxed">{children}</div>
        )}
      </div>
    </section>
  );
}
