// The Users tab: the accounts, and the forms that add one or change one.
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import {
  changeUserRole,
  createUserByAdmin,
  listUsersForAdmin,
  resetUserPassword,
  setUserDisabledByAdmin,
  signOutUserEverywhere,
  type PublicUser,
} from "~/models/user.server";
import { changeRoleSchema, newUserSchema, resetPasswordSchema, userTargetSchema } from "~/schemas/settings";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import { redirectWithSuccess, type Toast } from "~/services/toast.server";
import { refuse, refuseForm, settingsTab, type SettingsActionArgs } from "./settings-action.server";
import { userAnchor, userFormKey, type GeneratedPassword, type UserFormIntent } from "./users-tab";

/** The Users tab at the row of the user changed. */
const atUser = (id: number) => `${settingsTab("users")}#${userAnchor(id)}`;

export function loadUsersTab(user: PublicUser) {
  return { tab: "users" as const, me: { id: user.id }, users: listUsersForAdmin() };
}

const HIDDEN = ["password"];
/** What a post that named no user, or a malformed one, is told. */
const INCOMPLETE = "The form was not complete";

/** A generated password is shown this once, in the reply; only its hash is kept. */
function showPasswordOnce(args: SettingsActionArgs, intent: string, submission: Submission<unknown>, toast: Toast, password: GeneratedPassword) {
  return replyToForm(args.request, args.context, {
    intent,
    submission,
    resetForm: true,
    toast,
    extra: { generatedPassword: password },
  });
}

export async function createUserAction(args: SettingsActionArgs) {
  const intent = "create-user";
  const submission = parseForm(args.formData, newUserSchema);
  if (submission.status !== "success") {
    return refuseForm(args, { intent, submission, hideFields: HIDDEN, message: "Please correct the highlighted fields" });
  }
  const created = await createUserByAdmin(submission.value, args.user);
  if (!created.ok) return refuse(args, { intent, submission, hideFields: HIDDEN, failure: created });
  const { username } = created.user;
  if (created.generatedPassword) {
    return showPasswordOnce(args, intent, submission, { title: "User added", description: username }, { username, value: created.generatedPassword });
  }
  return redirectWithSuccess(atUser(created.user.id), { title: "User added", description: username });
}

/** Parses one form of a user's row; the reply is tagged with that form and that user. */
function parseUserForm<Schema extends z.ZodTypeAny>(args: SettingsActionArgs, intent: UserFormIntent, schema: Schema) {
  return { key: userFormKey(intent, args.formData.get("userId")), submission: parseForm(args.formData, schema) };
}

export async function resetPasswordAction(args: SettingsActionArgs) {
  const { key: intent, submission } = parseUserForm(args, "reset-password", resetPasswordSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, hideFields: HIDDEN, message: INCOMPLETE });
  const { userId, ...choice } = submission.value;
  const reset = await resetUserPassword(userId, choice, args.user);
  if (!reset.ok) return refuse(args, { intent, submission, hideFields: HIDDEN, failure: reset });
  const { username } = reset.user;
  if (reset.generatedPassword) {
    return showPasswordOnce(args, intent, submission, { title: "Password reset", description: username }, { username, value: reset.generatedPassword });
  }
  return redirectWithSuccess(atUser(reset.user.id), { title: "Password reset", description: `${username} must sign in again.` });
}

async function setDisabled(args: SettingsActionArgs, disabled: boolean) {
  const { key: intent, submission } = parseUserForm(args, disabled ? "disable-user" : "enable-user", userTargetSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, message: INCOMPLETE });
  const changed = setUserDisabledByAdmin(submission.value.userId, disabled, args.user);
  if (!changed.ok) return refuse(args, { intent, submission, failure: changed });
  return redirectWithSuccess(atUser(changed.user.id), { title: disabled ? "User disabled" : "User enabled", description: changed.user.username });
}

export const disableUserAction = (args: SettingsActionArgs) => setDisabled(args, true);
export const enableUserAction = (args: SettingsActionArgs) => setDisabled(args, false);

export async function changeRoleAction(args: SettingsActionArgs) {
  const { key: intent, submission } = parseUserForm(args, "change-role", changeRoleSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, message: INCOMPLETE });
  const { userId, role } = submission.value;
  const changed = changeUserRole(userId, role, args.user);
  if (!changed.ok) return refuse(args, { intent, submission, failure: changed });
  return redirectWithSuccess(atUser(changed.user.id), { title: "Role changed", description: `${changed.user.username} is now ${role}.` });
}

export async function signOutUserAction(args: SettingsActionArgs) {
  const { key: intent, submission } = parseUserForm(args, "sign-out-user", userTargetSchema);
  if (submission.status !== "success") return refuseForm(args, { intent, submission, message: INCOMPLETE });
  const { userId } = submission.value;
  const ended = signOutUserEverywhere(userId, args.user);
  if (!ended.ok) return refuse(args, { intent, submission, failure: ended });
  // Signing oneself out everywhere ends this session too: the next page is the login.
  return redirectWithSuccess(userId === args.user.id ? "/admin-login" : atUser(userId), {
    title: "Signed out everywhere",
    description: `${ended.user.username}: ${ended.ended} session(s) ended.`,
  });
}
