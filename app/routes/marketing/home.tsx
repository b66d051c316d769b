import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { company } from "#app/content/site.ts";

export const meta = () => [
  { title: `${company.name} | AI agents, no-code AI and personalised experiences` },
  {
    name: "description",
    content:
      "Business AI solutions from startups to enterprises: AI agents that work 24/7, a no-code AI platform and hyper-personalized customer experiences.",
  },
];

const heroCards = [
  {
    to: "/solutions#ai-workforce",
    title: "24/7 AI Workforce",
    text: "AI agents that answer, resolve and follow up around the clock.",
  },
  {
    to: "/solutions#no-code",
    title: "No-Code Integration",
    text: "Build and connect AI to your tools without writing code.",
  },
  {
    to: "/solutions#adaptive-cx",
    title: "Hyper-Personalized Experiences",
    text: "Conversations that adapt to every customer in real time.",
  },
];

export default function HomePage() {
  return (
    <section className="from-brand-950 via-brand-900 relative overflow-hidden bg-gradient-to-br to-slate-900 text-white">
      <div className="container-page py-20 sm:py-28">
        <p className="text-brand-200 text-sm font-semibold tracking-widest uppercase">
          Business AI solutions
        </p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Put AI to work for your business, from day one
        </h1>
        <p className="text-brand-100 mt-6 max-w-2xl text-lg leading-relaxed">
          AI agents, a no-code AI platform and personalised conversational experiences for startups
          and enterprises alike, designed around the people who use them.
        </p>
        <div className="mt-10">
          <ButtonLink to="/consultation" size="lg" variant="inverse">
            Schedule Your Free Consultation
          </ButtonLink>
        </div>
        <ul className="mt-14 grid gap-4 md:grid-cols-3">
          {heroCards.map((card) => (
            <li key={card.to}>
              <Link
                to={card.to}
                className="block h-full rounded-2xl border border-white/15 bg-white/5 p-6 transition-colors hover:border-white/40 hover:bg-white/10"
              >
                <h2 className="text-lg font-semibold">{card.title}</h2>
                <p className="text-brand-100 mt-2 text-sm leading-relaxed">{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
