import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#app/components/page-header.tsx";
import { Avatar } from "#app/components/layout/account-menu.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";

const PasswordModal = lazy(() => import("./password-modal.tsx"));

export type PasswordChangeResult =
  { status: "success"; message: string } | { status: "error"; message: string };

export interface Profile {
  name: string;
  email: string;
  image: string | null;
  joinedOn: string;
  joinedAt: string;
}

/** The free plan's monthly API allowance (display only). */
const FREE_TIER_CALLS = 1000;

export function ProfileView({ profile }: { profile: Profile | null }) {
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
