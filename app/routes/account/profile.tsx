import { data, type MetaFunction } from "react-router";
import type { Route } from "./+types/profile";
import { getSignedInSession } from "#app/auth/current-user.server.ts";
import { authErrorMessage, authMessages } from "#app/auth/messages.ts";
import { newPasswordSchema } from "#app/auth/validation.ts";
import { ProfileView, type PasswordChangeResult } from "#app/components/account/profile-view.tsx";
import { requestInfoContext, servicesContext } from "#app/context.server.ts";
import { allowAttempt } from "#app/lib/rate-limit.server.ts";
import { seo } from "#app/lib/seo.ts";
import { describeError } from "#app/lib/describe-error.server.ts";

export const meta: MetaFunction = (args) =>
  seo(args, {
    title: "Your profile",
    description: "Your Kestrel AI account: profile, password, privacy settings and AI services.",
    noIndex: true,
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
  const reply = (body: PasswordChangeResult, status = 200) => data(body, { status });
  const current = await getSignedInSession(request, context);
  if (!current)
    return reply({ status: "error", message: authMessages.passwordChangeNeedsRecentLogin }, 401);

  const form = await request.formData().catch(() => new FormData());
  const parsed = newPasswordSchema.safeParse({
    password: form.get("password") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success)
    return reply({ status: "error", message: parsed.error.issues[0]?.message ?? "" }, 400);

  const { database, accounts } = context.get(servicesContext);
  const { clientIp } = context.get(requestInfoContext);
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
    console.error("Password change failed:", describeError(error));
    return reply({ status: "error", message: authMessages.passwordChangeFailed }, 503);
  }
  return reply({ status: "success", message: authMessages.passwordChanged });
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} />;
}
