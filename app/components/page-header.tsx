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
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-24">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-brand-600 uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children && <div className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>}
      </div>
    </section>
  );
}
