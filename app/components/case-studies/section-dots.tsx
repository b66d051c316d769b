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
    // A section counts as current while it covers the middle of the viewport. The observer only
    // says when to look again: one callback may hold several crossings of a fast scroll, in any
    // order, so the sections' positions decide rather than the entries.
    const markCurrent = () => {
      const middle = window.innerHeight / 2;
      const current = sections.find((section) => {
        const box = document.getElementById(section.id)?.getBoundingClientRect();
        return box !== undefined && box.top <= middle && box.bottom > middle;
      });
      if (current) setCurrentId(current.id);
    };
    const observer = new IntersectionObserver(markCurrent, { rootMargin: "-50% 0px -50% 0px" });
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
