import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("solutions", "routes/marketing/solutions.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("case-studies", "routes/marketing/case-studies.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("terms", "routes/marketing/terms.tsx"),
    route("contact", "routes/forms/contact.tsx"),
    route("consultation", "routes/forms/consultation.tsx"),
    route("get-started", "routes/forms/get-started.tsx"),
    route("unsubscribe", "routes/forms/unsubscribe.tsx"),
    route("newsletter", "routes/forms/newsletter.tsx"),
    route("profile", "routes/account/profile.tsx"),
    route("privacy-settings", "routes/account/privacy-settings.tsx"),
    route("welcome", "routes/account/welcome.tsx"),
    route("sign-in", "routes/account/sign-in.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("activate-account", "routes/account/activate-account.tsx"),
  route("recover-account", "routes/account/recover-account.tsx"),
  route("ai", "routes/resources/ai-redirect.ts"),
  route("sign-out", "routes/account/sign-out.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("dev/mailbox", "routes/resources/dev-mailbox.tsx"),
] satisfies RouteConfig;
