import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";

/** Whether the visitor has scrolled to within `threshold` pixels of the page bottom. */
function useNearPageBottom(threshold: number) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const update = () => {
      const bottom = window.scrollY + window.innerHeight;
      setNear(bottom >= document.documentElement.scrollHeight - threshold);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [threshold]);
  return near;
}

/** A floating call to action that appears only near the end of the page. */
export function NearBottomLink({
  to,
  threshold,
  children,
}: {
  to: string;
  threshold: number;
  children: ReactNode;
}) {
  const visible = useNearPageBottom(threshold);
  if (!visible) return null;
  return (
    <Link
      to={to}
      className="bg-brand-600 hover:bg-brand-700 fixed bottom-6 left-1/2 z-40 -translate-x-1/2 rounded-full px-6 py-3 font-semibold text-white shadow-xl ring-4 ring-white/70"
    >
      {children}
    </Link>
  );
}
