import { Link } from "react-router";
import { authMessages } from "#app/auth/auth-messages.ts";
import { buttonClassName } from "./ui/button.tsx";

const suggestions = [
  { to: "/solutions", label: "Explore our solutions" },
  { to: "/case-studies", label: "Read case studies" },
  { to: "/contact", label: "Contact us" },
];

const headings: Record<number, string> = {
  404: "We couldn't find that page",
  503: "We're having trouble right now",
};

const explanations: Record<number, string> = {
  404: "The page may have moved, or the address may have a typo. These pages might help instead.",
  // A passing outage (such as the database being out of reach): nothing the visitor did wrong.
  503: authMessages.functionsUnavailable,
};

/** What a visitor sees for a missing page or an unexpected failure. Never shows internals. */
export function ErrorPage({ status }: { status: number }) {
  const notFound = status === 404;
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-brand-600 text-sm font-semibold tracking-widest uppercase">
        {notFound ? "Error 404" : `Error ${status}`}
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
        {headings[status] ?? "Something went wrong"}
      </h1>
      <p className="text-muted mx-auto mt-5 max-w-xl text-lg">
        {explanations[status] ??
          "An unexpected error stopped this page from loading. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClassName({ size: "lg" })}>
          Back to home
        </Link>
      </div>
      {notFound && (
        <ul className="text-brand-700 mt-10 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.to}>
              <Link
                to={suggestion.to}
                className="hover:text-brand-900 underline underline-offset-4"
              >
                {suggestion.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
