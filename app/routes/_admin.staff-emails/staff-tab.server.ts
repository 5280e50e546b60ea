import {
  addStaffMember,
  getStaffMember,
  listStaff,
  removeStaffMember,
  setStaffActive,
  updateStaffMember,
} from "~/models/staff.server";
import { staffMemberSchema, staffRefSchema, staffUpdateSchema, type DirectoryPageQuery } from "~/schemas/staff";
import { STAFF_MISSING_TOAST } from "~/config/staff";
import { parseForm } from "~/utils/form.server";
import { replyToForm } from "~/services/form-reply.server";
import type { IntentActionArgs } from "~/services/intent-actions.server";
import { redirectWithSuccess } from "~/services/toast.server";
import { anchorAfterRemoving } from "~/utils/row-anchors";
import { STAFF_ANCHOR, staffAnchor, type StaffTabData } from "./staff-tab";

/** The members matching the search, and the member being edited or removed (`?edit=`, `?remove=`). */
export function loadStaffTab({ q, add, edit, remove }: DirectoryPageQuery): StaffTabData {
  return {
    staff: listStaff(q),
    addOpen: add,
    editing: (edit && getStaffMember(edit)) || null,
    removing: (remove && getStaffMember(remove)) || null,
  };
}

/** The search the form was sent from. */
const searchOf = (formData: FormData) => {
  const q = formData.get("q");
  return typeof q === "string" ? q : "";
};

/** Back to the list the form was sent from (its search kept), at `anchor`. */
function listHref(formData: FormData, anchor: string) {
  const q = searchOf(formData);
  return `/staff-emails?tab=staff${q ? `&q=${encodeURIComponent(q)}` : ""}#${anchor}`;
}

/** intent "add": a new member, with an address made from the name. */
export async function addStaffAction({ request, context, user, formData }: IntentActionArgs) {
  const intent = "add";
  const submission = parseForm(formData, staffMemberSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: STAFF_MISSING_TOAST });
  const added = addStaffMember(user, submission.value);
  if (!added.ok) {
    return replyToForm(request, context, {
      intent,
      submission,
      failure: added,
      toast: { title: "Could not add staff member", description: added.message },
    });
  }
  return redirectWithSuccess(listHref(formData, staffAnchor(added.member.id)), {
    title: "Staff Member Added",
    description: `${added.member.name} has been added with the e-mail address ${added.member.email}`,
  });
}

/** The member a form names (its hidden `id`), or null. */
function memberId(formData: FormData) {
  const ref = staffRefSchema.safeParse({ id: formData.get("id") });
  return ref.success ? ref.data.id : null;
}

const unknownMember = ({ request, context }: IntentActionArgs, intent: string) =>
  replyToForm(request, context, { intent, status: 400, toast: { title: "Unknown staff member" } });

/** intent "update": a member's details, the address included. */
export async function updateStaffAction(args: IntentActionArgs) {
  const { request, context, user, formData } = args;
  const intent = "update";
  const id = memberId(formData);
  if (!id) return unknownMember(args, intent);
  const submission = parseForm(formData, staffUpdateSchema);
  if (submission.status !== "success") return replyToForm(request, context, { intent, submission, toast: STAFF_MISSING_TOAST });
  const updated = updateStaffMember(user, id, submission.value);
  if (!updated.ok) {
    return replyToForm(request, context, {
      intent,
      submission,
      failure: updated,
      toast: { title: "Could not update staff member", description: updated.message },
    });
  }
  return redirectWithSuccess(listHref(formData, staffAnchor(id)), { title: "Staff Member Updated", description: `${updated.member.name}: ${updated.member.email}` });
}

/** intents "deactivate" and "reactivate": a member's account out of use (the address stays reserved), or back. */
function setActiveAction(intent: "deactivate" | "reactivate") {
  const isActive = intent === "reactivate";
  return async function (args: IntentActionArgs) {
    const { request, context, user, formData } = args;
    const id = memberId(formData);
    if (!id) return unknownMember(args, intent);
    const changed = setStaffActive(user, id, isActive);
    if (!changed.ok) return replyToForm(request, context, { intent, failure: changed, toast: { title: "Update Failed", description: changed.message } });
    return redirectWithSuccess(listHref(formData, staffAnchor(id)), {
      title: isActive ? "Staff Member Reactivated" : "Staff Member Deactivated",
      description: `${changed.member.name} (${changed.member.email})`,
    });
  };
}
export const deactivateStaffAction = setActiveAction("deactivate");
export const reactivateStaffAction = setActiveAction("reactivate");

/** intent "remove": a member out of the directory (after the confirmation overlay). */
export async function removeStaffAction(args: IntentActionArgs) {
  const { request, context, user, formData } = args;
  const intent = "remove";
  const id = memberId(formData);
  if (!id) return unknownMember(args, intent);
  // Where the list comes back: the member that takes this one's place in the list as it was searched.
  const back = anchorAfterRemoving(listStaff(searchOf(formData)).map((member) => member.id), id, staffAnchor, STAFF_ANCHOR);
  const removed = removeStaffMember(user, id);
  if (!removed.ok) return replyToForm(request, context, { intent, failure: removed, toast: { title: "Remove Failed", description: removed.message } });
  return redirectWithSuccess(listHref(formData, back), { title: "Staff Member Removed", description: `${removed.member.name} (${removed.member.email})` });
}
