import { data, Form, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/team";
import { requireConsoleActor } from "#app/admin/console/console-access.server.ts";
import type { ConsoleActionResult } from "#app/admin/console/console-action-result.ts";
import { formatConsoleTime } from "#app/admin/console/console-time.ts";
import { consoleMeta } from "#app/admin/console/console-title.ts";
import {
  ActionMessage,
  Panel,
  SubmitButton,
  useFormReset,
} from "#app/admin/console/console-forms.tsx";
import { useKeptActionData } from "#app/admin/console/use-kept-action-data.ts";
import {
  grantRefusalMessages,
  grantTeamAccess,
  listTeamMembers,
  revokeTeamAccess,
} from "#app/admin/team/team-access.server.ts";
import { TextField } from "#app/components/ui/text-field.tsx";
import { servicesContext } from "#app/context.server.ts";
import { emailField } from "#app/lib/form-schema.ts";
import { parseForm, readForm } from "#app/lib/parse-form.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requireConsoleActor(request, context);
  const members = await listTeamMembers(context.get(servicesContext).database.db);
  return {
    you: actor.email,
    members: members.map((member) => ({
      email: member.email,
      name: member.name,
      grantedAt: member.grantedAt.toISOString(),
    })),
  };
}

const memberForm = z.object({ email: emailField });

const LAST_MEMBER_MESSAGE =
  "The console needs at least one member: add a colleague before removing the last one.";

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireConsoleActor(request, context);
  const { db } = context.get(servicesContext).database;
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const answer = (result: ConsoleActionResult) =>
    data(result, { status: result.status === "success" ? 200 : 400 });
  if (intent !== "add" && intent !== "remove") {
    return answer({ intent, status: "error", message: "That action is not known here." });
  }
  const parsed = parseForm(form, memberForm, ["email"]);
  if (!parsed.success) {
    const { message, fieldErrors, values } = parsed;
    return answer({ intent, status: "error", message, fieldErrors, values });
  }
  const { email } = parsed.data;
  if (intent === "add") {
    const outcome = await grantTeamAccess(db, email, actor);
    if (!outcome.ok) {
      const message = grantRefusalMessages[outcome.reason];
      return answer({
        intent,
        status: "error",
        message,
        fieldErrors: { email: message },
        values: { email },
      });
    }
    const message = outcome.alreadyMember
      ? `${email} already has access to the console.`
      : `${email} now has access to the console.`;
    return answer({ intent, status: "success", message });
  }
  const outcome = await revokeTeamAccess(db, email, actor, { keepLast: true });
  // Whoever removes themselves has just left the console: the site is where they are now.
  if (outcome === "revoked" && email === actor.email.toLowerCase()) throw redirect("/");
  return answer(
    outcome === "revoked"
      ? { intent, status: "success", message: `${email} no longer has access to the console.` }
      : outcome === "last-member"
        ? { intent, status: "error", message: LAST_MEMBER_MESSAGE }
        : { intent, status: "error", message: `${email} had no access to the console.` },
  );
}

export const meta = () => consoleMeta("Team");

export default function Team({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = useKeptActionData(answer);
  const { members, you } = loaderData;
  const addForm = useFormReset(actionData, "add");
  const refused = actionData?.intent === "add" && actionData.status === "error" ? actionData : null;
  const lastOne = members.length === 1;
  return (
    <>
      <h1 className="text-ink text-2xl font-bold tracking-tight sm:text-3xl">Team</h1>
      <p className="text-muted mt-2">
        Who can open this console. A colleague needs an account on the site with a verified email
        address; access starts at once and every change is in the audit log.
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-5 lg:items-start">
        <section aria-labelledby="members-heading" className="min-w-0 lg:col-span-3">
          <h2 id="members-heading" className="text-ink text-lg font-semibold">
            Members ({members.length})
          </h2>
          <ActionMessage result={actionData} intents={["remove"]} />
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {members.map((member) => (
              <li
                key={member.email}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="text-ink font-medium break-words">
                    {member.name}
                    {member.email.toLowerCase() === you.toLowerCase() && (
                      <span className="text-muted font-normal"> (you)</span>
                    )}
                  </p>
                  <p className="text-muted text-sm break-all">{member.email}</p>
                  <p className="text-muted text-sm">
                    Member since{" "}
                    <time dateTime={member.grantedAt}>{formatConsoleTime(member.grantedAt)}</time>
                  </p>
                </div>
                {!lastOne && (
                  <Form method="post">
                    <input type="hidden" name="email" value={member.email} />
                    <SubmitButton intent="remove" variant="secondary">
                      <span>
                        Remove<span className="sr-only"> {member.email}</span>
                      </span>
                    </SubmitButton>
                  </Form>
                )}
              </li>
            ))}
          </ul>
          {lastOne && (
            <p className="text-muted mt-3 text-sm">
              The only member cannot be removed: the console always has someone to open it.
            </p>
          )}
        </section>

        <div className="min-w-0 lg:col-span-2">
          <Panel title="Add a member" id="add-member-title">
            <Form method="post" ref={addForm} className="mt-3 space-y-3">
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="off"
                maxLength={254}
                required
                defaultValue={refused?.values?.email}
                error={refused?.fieldErrors?.email}
              />
              <SubmitButton intent="add">Add member</SubmitButton>
            </Form>
            <ActionMessage result={actionData} intents={["add"]} />
          </Panel>
        </div>
      </div>
    </>
  );
}
