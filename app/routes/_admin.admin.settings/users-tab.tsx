import { Form, useActionData } from "@remix-run/react";
import LogOut from "lucide-react/dist/esm/icons/log-out.js";
import UserPlus from "lucide-react/dist/esm/icons/user-plus.js";
import { Badge } from "~/components/ui/Badge";
import { Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { TD } from "~/components/ui/Table";
import { ListTable } from "~/components/admin/list/ListTable";
import { formatDateTime } from "~/utils/dates";
import { replyErrors, replyFor, replyValue, type FormReply } from "~/utils/form-reply";
import type { SettingsData } from "./route";

/** A password made for a user, sent once with the reply to the form that asked for it. */
export type GeneratedPassword = { username: string; value: string };
type PasswordShown = { generatedPassword?: GeneratedPassword };

/** The forms in each user's row. */
export type UserFormIntent = "reset-password" | "disable-user" | "enable-user" | "change-role" | "sign-out-user";

/** Every user's row has the same forms: a reply names the form and the user it answers. */
export const userFormKey = (intent: UserFormIntent, userId: FormDataEntryValue | number | null) => `${intent}:${String(userId ?? "")}`;

/** A user's row: the tab comes back there after a change to that user. */
export const userAnchor = (id: number) => `user-${id}`;

type UsersTabData = Extract<SettingsData, { tab: "users" }>;
type UserRow = UsersTabData["users"][number];
type ReplyTo = (key: string) => FormReply<PasswordShown> | undefined;

export function UsersTab({ users, me }: UsersTabData) {
  const actionData = useActionData();
  const replyTo: ReplyTo = (key) => replyFor<PasswordShown>(actionData, key);
  const password = [replyTo("create-user"), ...users.map((user) => replyTo(userFormKey("reset-password", user.id)))].find(
    (reply) => reply?.generatedPassword,
  )?.generatedPassword;
  return (
    <div className="space-y-8">
      {password ? <PasswordShownOnce password={password} /> : null}
      <section aria-labelledby="users-heading">
        <h2 id="users-heading" className="text-xl font-semibold">
          Users
        </h2>
        <ListTable
          columns={["Username", "Display name", "Role", "Created", "Last login", "Active sessions", "Actions"]}
          rows={users}
          empty="No users yet."
          rowId={(user) => userAnchor(user.id)}
        >
          {(user) => (
            <>
              <TD className="font-semibold">
                {user.username}
                {user.id === me.id ? <span className="ml-1 text-xs text-slate-500">(you)</span> : null}
                {user.disabledAt ? (
                  <Badge variant="destructive" className="ml-2">
                    disabled
                  </Badge>
                ) : null}
              </TD>
              <TD label="Display name">{user.displayName}</TD>
              <TD label="Role">
                <Badge variant={user.role === "admin" ? "default" : user.role === "coach" ? "outline" : "secondary"}>{user.role}</Badge>
              </TD>
              <TD label="Created" className="whitespace-nowrap text-sm">{formatDateTime(user.createdAt)}</TD>
              <TD label="Last login" className="whitespace-nowrap text-sm">
                {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never"}
              </TD>
              <TD label="Active sessions">{user.activeSessions}</TD>
              <TD label="Actions">
                <UserActions user={user} replyTo={replyTo} />
              </TD>
            </>
          )}
        </ListTable>
      </section>
      <AddUserForm reply={replyTo("create-user")} />
    </div>
  );
}

function PasswordShownOnce({ password }: { password: GeneratedPassword }) {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-semibold">New password for {password.username}</p>
      <p className="mt-1 text-sm">It is shown only this once. Give it to the user in person; they should change it.</p>
      <p className="mt-2">
        <code className="select-all rounded bg-white px-2 py-1 font-mono text-lg" data-testid="generated-password">
          {password.value}
        </code>
      </p>
    </div>
  );
}

/** What each role may do, as the add form and the role buttons name it. */
const ROLE_CHOICES = [
  { value: "staff", label: "Staff (day-to-day screens)" },
  { value: "treasurer", label: "Treasurer (staff + academy fees)" },
  { value: "coach", label: "Coach (squads of their teams only)" },
  { value: "admin", label: "Admin (everything)" },
] as const;

function UserActions({ user, replyTo }: { user: UserRow; replyTo: ReplyTo }) {
  // A coach sees only the teams assigned on the Squads & Families screen.
  const otherRoles = ROLE_CHOICES.map((choice) => choice.value).filter((role) => role !== user.role);
  const reset = replyTo(userFormKey("reset-password", user.id));
  // Why the last change to this user was refused ("the site needs at least one active admin").
  const refusal = (["change-role", "disable-user", "enable-user", "sign-out-user"] as const)
    .map((intent) => replyErrors(replyTo(userFormKey(intent, user.id)), "")?.[0])
    .find(Boolean);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {otherRoles.map((role) => (
          <Form method="post" key={role}>
            <input type="hidden" name="userId" value={user.id} />
            <input type="hidden" name="role" value={role} />
            <StatusButton name="intent" value="change-role" variant="outline" size="sm" aria-label={`Make ${role}: ${user.username}`}>
              Make {role}
            </StatusButton>
          </Form>
        ))}
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          {user.disabledAt ? (
            <StatusButton name="intent" value="enable-user" variant="outline" size="sm" aria-label={`Enable ${user.username}`}>
              Enable
            </StatusButton>
          ) : (
            <StatusButton name="intent" value="disable-user" variant="destructive" size="sm" aria-label={`Disable ${user.username}`}>
              Disable
            </StatusButton>
          )}
        </Form>
        <Form method="post">
          <input type="hidden" name="userId" value={user.id} />
          <StatusButton name="intent" value="sign-out-user" variant="outline" size="sm" aria-label={`Sign out everywhere: ${user.username}`}>
            <LogOut aria-hidden="true" />
            Sign out everywhere
          </StatusButton>
        </Form>
      </div>
      <details open={reset?.result.status === "error"}>
        <summary className="cursor-pointer text-sm font-medium text-club-orange-dark">Reset password of {user.username}</summary>
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <fieldset className="flex flex-wrap gap-4 text-sm">
            <legend className="sr-only">How to set the new password of {user.username}</legend>
            <PasswordModeChoice reply={reset} generateLabel="Generate one" setLabel="Set this one:" />
          </fieldset>
          <Field
            labelProps={{ children: `Password for ${user.username}`, className: "sr-only" }}
            inputProps={{ name: "password", type: "password", autoComplete: "new-password", id: `reset-password-${user.id}` }}
            errors={replyErrors(reset, "password") ?? replyErrors(reset, "")}
          />
          <StatusButton name="intent" value="reset-password" variant="outline" size="sm" pendingLabel="Resetting...">
            Reset password
          </StatusButton>
        </Form>
      </details>
      {refusal ? <p className="text-sm text-red-800">{refusal}</p> : null}
    </div>
  );
}

/** "Generate one" or "set it myself", as last chosen when the form comes back refused. */
function PasswordModeChoice({ reply, generateLabel, setLabel, className }: { reply?: FormReply; generateLabel: string; setLabel: string; className?: string }) {
  const setChosen = replyValue(reply, "passwordMode") === "set";
  return (
    <>
      <label className={className ?? "flex items-center gap-1"}>
        <input type="radio" name="passwordMode" value="generate" defaultChecked={!setChosen} /> {generateLabel}
      </label>
      <label className={className ?? "flex items-center gap-1"}>
        <input type="radio" name="passwordMode" value="set" defaultChecked={setChosen} /> {setLabel}
      </label>
    </>
  );
}

function AddUserForm({ reply }: { reply?: FormReply }) {
  return (
    <section aria-labelledby="add-user-heading" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 id="add-user-heading" className="text-xl font-semibold">
        Add a user
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Passwords need at least 12 characters, must not contain the username and must not be a common password.
      </p>
      <Form method="post" className="mt-4 grid gap-4 md:grid-cols-2">
        <Field
          labelProps={{ children: "Username" }}
          inputProps={{ name: "username", id: "new-username", required: true, autoComplete: "off", maxLength: 32, defaultValue: replyValue(reply, "username") }}
          errors={replyErrors(reply, "username")}
          help="Lower-case letters, digits, dots, dashes or underscores"
        />
        <Field
          labelProps={{ children: "Display name" }}
          inputProps={{ name: "displayName", id: "new-display-name", maxLength: 80, defaultValue: replyValue(reply, "displayName") }}
          errors={replyErrors(reply, "displayName")}
        />
        <SelectField
          labelProps={{ children: "Role" }}
          inputProps={{ name: "role", id: "new-role", defaultValue: replyValue(reply, "role") ?? "staff" }}
          options={[...ROLE_CHOICES]}
          help="Assign a coach's teams on the Squads & Families screen."
          errors={replyErrors(reply, "role")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">Password</legend>
          <PasswordModeChoice
            reply={reply}
            className="flex items-center gap-2 text-sm"
            generateLabel="Generate one and show it once"
            setLabel="Set it myself"
          />
          <Field
            labelProps={{ children: "Password (when set yourself)" }}
            inputProps={{ name: "password", id: "new-password", type: "password", autoComplete: "new-password" }}
            errors={replyErrors(reply, "password")}
          />
        </fieldset>
        <div className="md:col-span-2">
          <StatusButton name="intent" value="create-user" pendingLabel="Adding...">
            <UserPlus aria-hidden="true" />
            Add user
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}
