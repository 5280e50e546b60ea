// Fan membership lives in ./membership/: members.server.ts (the card, joining, finding a member),
// sign-in.server.ts, benefits.server.ts, content.server.ts (members-only content) and
// members-admin.server.ts (the admin's list, detail, status, renewals, points, CSV). These names are
// kept here only for the members and content admin screens, whose list code is being reworked on
// another branch; import from ./membership/ everywhere else.
export {
  awardPoints,
  getMemberDetail,
  listMemberActivities,
  listMembers,
  renewMembership,
  setMemberStatus,
} from "~/models/membership/members-admin.server";
export { getContent, listAllContent, saveContent, setContentPublished } from "~/models/membership/content.server";
