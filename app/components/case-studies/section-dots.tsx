import { useEffect, useState } from "react";

/**
 * Fixed side navigation with one dot per section. Each dot is a plain anchor, so it works
 * before the page is interactive; once it is, the dot of the section in view is marked current.
 */
export function SectionDots({
  sections,
  label,
}: {
  sections: { id: string; title: string }[];
  label: string;
}) {
  const [currentId, setCurrentId] = useState(sections[0]?.id);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible[0]) setCurrentId(visible[0].target.id);
      },
      // A section counts as current while it covers the middle of the viewport.
      { rootMargin: "-50% 0px -50% 0px" },
    );
    for (const section of sections) {
      const element = document.getElementById(section.id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav aria-label={label} className="fixed top-1/2 right-2 z-30 -translate-y-1/2 sm:right-4">
      <ol className="flex flex-col gap-1 rounded-full bg-slate-950/50 p-1 backdrop-blur">
        {sections.map((section, index) => {
          const current = section.id === currentId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? "location" : undefined}
                title={section.title}
                className="group flex size-7 items-center justify-center rounded-full focus-visible:outline-white"
              >
                <span className="sr-only">
                  Case study {index + 1}: {section.title}
                </span>
                <span
                  aria-hidden="true"
                  className={`block rounded-full transition-all ${current ? "size-3 bg-white" : "size-2 bg-white/50 group-hover:bg-white/80"}`}
                />
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
