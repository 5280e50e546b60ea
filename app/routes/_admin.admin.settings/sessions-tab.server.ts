// The "My sessions" tab: where the signed-in user is signed in, and signing the others out.
import { listOwnSessions, signOutOtherSessions, type PublicUser } from "~/models/user.server";
import { currentSessionId } from "~/services/auth.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { settingsTab, type SettingsActionArgs } from "./settings-action.server";

export async function loadSessionsTab(request: Request, user: PublicUser) {
  return { tab: "sessions" as const, sessions: listOwnSessions(user.id, await currentSessionId(request)) };
}

export async function signOutOtherSessionsAction({ request, user }: SettingsActionArgs) {
  const { ended } = signOutOtherSessions(user, await currentSessionId(request));
  return redirectWithSuccess(settingsTab("sessions"), { title: "Other sessions signed out", description: `${ended} session(s) ended.` });
}
