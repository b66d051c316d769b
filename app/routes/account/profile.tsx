import { data, Link, type MetaFunction } from "react-router";
import type { Route } from "./+types/profile";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import { authErrorMessage, authMessages } from "#app/auth/auth-messages.ts";
import { newPasswordSchema } from "#app/auth/validation.ts";
import type { PasswordChangeResult } from "#app/account/account-results.ts";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { allowAttempt } from "#app/db/rate-limit-rules.server.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";
import { seo } from "#app/routes/seo.ts";
import { lazy, Suspense, useState } from "react";
import { PageHeader } from "#app/components/page-header.tsx";
import { Avatar } from "#app/components/layout/account-menu.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Your profile",
    description: "Your Kestrel AI account: profile, password, privacy settings and AI services.",
  });

const joinDateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const current = await getSignedInSession(request, context);
  if (!current) return { profile: null };
  const { user } = current;
  return {
    profile: {
      name: user.name,
      email: user.email,
      image: user.image,
      joinedOn: joinDateFormat.format(user.createdAt),
      joinedAt: user.createdAt.toISOString(),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = (body: PasswordChangeResult, status = 200, headers?: Headers) =>
    data(body, { status, headers });
  const current = await getSignedInSession(request, context);
  if (!current)
    return reply({ status: "error", message: authMessages.passwordChangeNeedsRecentLogin }, 401);

  const form = await readForm(request);
  const fields = ["password", "confirmPassword"];
  const parsed = parseForm(form, newPasswordSchema, fields, { secret: fields });
  if (!parsed.success) return reply({ status: "error", message: parsed.message }, 400);

  const { database, accounts, signInThrottle } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestInfoContext);
  if (
    !(await allowAttempt(database.db, "passwordChange", {
      ip: clientIp,
      email: current.user.email,
    }))
  ) {
    return reply({ status: "error", message: authErrorMessage("auth/too-many-requests") }, 429);
  }
  try {
    const outcome = await accounts.changePassword(current, parsed.data.password);
    if (!outcome.ok)
      return reply({ status: "error", message: authMessages.passwordChangeNeedsRecentLogin }, 403);
  } catch (error) {
    log.error({ err: error }, "Password change failed");
    return reply({ status: "error", message: authMessages.passwordChangeFailed }, 503);
  }
  // This browser chose the new password, so it stays known to the account; others do not.
  const knownDevice = await signInThrottle.passwordChosen(
    request.headers.get("cookie"),
    current.user.id,
  );
  return reply(
    { status: "success", message: authMessages.passwordChanged },
    200,
    knownDevice ? new Headers({ "Set-Cookie": knownDevice }) : undefined,
  );
}

const PasswordModal = lazy(() => import("#app/components/account/password-modal.tsx"));

/** The free plan's monthly API allowance (display only). */
const FREE_TIER_CALLS = 1000;

export default function ProfilePage({ loaderData: { profile } }: Route.ComponentProps) {
  const [changingPassword, setChangingPassword] = useState(false);

  if (!profile) {
    return (
      <PageHeader eyebrow="Your account" title="Your profile">
        <p>
          Please{" "}
          <Link to="/sign-in" className="text-brand-700 font-semibold underline underline-offset-4">
            sign in
          </Link>{" "}
          to see your profile.
        </p>
      </PageHeader>
    );
  }

  return (
    <>
      <section aria-labelledby="profile-title" className="from-brand-50 bg-gradient-to-b to-white">
        <div className="container-page flex flex-col items-start gap-6 py-14 sm:flex-row sm:items-center">
          <Avatar user={profile} size="size-20 text-2xl" />
          <div>
            <h1 id="profile-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {profile.name || "Welcome"}
            </h1>
            <p className="text-muted mt-1">{profile.email}</p>
            <p className="text-muted mt-1 text-sm">
              Member since <time dateTime={profile.joinedAt}>{profile.joinedOn}</time>
            </p>
          </div>
        </div>
      </section>
      <div className="container-page grid gap-6 pb-20 lg:grid-cols-2">
        <section
          aria-labelledby="settings-title"
          className="rounded-3xl border border-slate-200 p-6 sm:p-8"
        >
          <h2 id="settings-title" className="text-xl font-semibold">
            Account Settings
          </h2>
          <ul className="mt-6 divide-y divide-slate-100">
            <SettingRow title="Password" description="Change the password you sign in with.">
              <Button variant="secondary" size="sm" onClick={() => setChangingPassword(true)}>
                Change Password
              </Button>
            </SettingRow>
            <SettingRow
              title="Email Preferences"
              description="Choose which emails you receive. Coming soon."
            >
              <Button variant="secondary" size="sm" disabled>
                Email Preferences
              </Button>
            </SettingRow>
            <SettingRow
              title="Privacy"
              description="AI model improvement, data export, deactivation and deletion."
            >
              <Link
                to="/privacy-settings"
                className={buttonClassName({ variant: "secondary", size: "sm" })}
              >
                Privacy Settings
              </Link>
            </SettingRow>
          </ul>
        </section>
        <section
          aria-labelledby="services-title"
          className="bg-brand-950 rounded-3xl p-6 text-white sm:p-8"
        >
          <h2 id="services-title" className="text-xl font-semibold">
            AI Services
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-brand-200 text-sm">Current Plan</dt>
              <dd className="mt-1 text-2xl font-bold">Free Tier</dd>
            </div>
            <div className="rounded-2xl bg-white/10 p-5">
              <dt className="text-brand-200 text-sm">API Usage</dt>
              <dd className="mt-1 text-2xl font-bold">0/{FREE_TIER_CALLS} calls</dd>
            </div>
          </dl>
          <Button variant="inverse" className="mt-6" disabled>
            Upgrade Plan
          </Button>
          <p className="text-brand-200 mt-2 text-sm">Paid plans are coming soon.</p>
        </section>
      </div>
      {changingPassword && (
        <Suspense fallback={null}>
          <PasswordModal onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
}

function SettingRow({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted text-sm">{description}</p>
      </div>
      {children}
    </li>
  );
}
