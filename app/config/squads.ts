// The squads and families area's words and limits, safe for the browser: the staff screens, the schemas,
// the model and the API all take their messages from here (the admin area stays English).
import { hasPermission } from "~/config/admin-sections";
import type { Role } from "~/config/roles";
import { firstNameAndInitial } from "~/utils/child-name";

/** A season's cut-off date (MM-DD) when the club has set none: ages count on 1 January. */
export const DEFAULT_SEASON_CUTOFF = "01-01";

export const SQUAD_LIMITS = {
  playerName: 100,
  guardianName: 100,
  relationship: 50,
  phoneMin: 10,
  phone: 20,
  email: 254,
} as const;

/** What an erased player is called everywhere their row is still needed (match records). */
export const erasedPlayerName = (id: number) => `Former player ${id}`;

/**
 * A child as the audit log names them: first name and the initial of the last, with the player's
 * number, so the log (kept a year) carries no child's full name after an erasure.
 */
export const childLabel = (player: { id: number; name: string }) => `${firstNameAndInitial(player.name)} (player #${player.id})`;

export const SQUAD_MESSAGES = {
  playerNameRequired: "Player name must be at least 2 characters",
  dateOfBirthRequired: "Date of birth is required",
  genderRequired: "Please select gender",
  positionRequired: "Please choose a position",
  teamRequired: "Please choose a team",
  guardianNameRequired: "Guardian name must be at least 2 characters",
  relationshipRequired: "Relationship to the player is required",
  phoneRequired: "Valid phone number is required",
  emailRequired: "Valid email is required",
  languageRequired: "Choose English or Kiswahili",
  mediaConsentInvalid: "Media consent must be true or false",
  cutoffInvalid: "Enter the cut-off as MM-DD, a date every year has (e.g. 01-01 or 09-01)",
  patchInvalid: 'Send { "teamId": <id> } to move the player or { "archived": true } to archive them',
  teamNotFound: "Team not found",
  playerNotFound: "Player not found",
  guardianNotFound: "Guardian not found",
  userNotFound: "User not found",
  notAcademyPlayer: "Only academy players are archived or erased here",
  alreadyOnTeam: "The player is already on that team",
  archived: "The player has left the club: nothing more can change on their record",
  alreadyErased: "This player's personal data has already been erased",
  alreadyPlayer: "This registration is already a player on a team",
  notApproved: "Only an approved registration becomes a player",
  registrationNotFound: "Registration not found",
  duplicatePlayer: "This child is already on the club's books with this guardian",
  guardianAlreadyLinked: "This guardian is already linked to the player",
  emailTaken: "Another guardian already has this e-mail address",
  /** Never names the guardian the address is: whoever typed a wrong address learns nothing of that family. */
  anotherGuardiansAddress:
    "This e-mail address belongs to another guardian. Check the address, or, to link that guardian (a sibling's parent), type their name exactly as the club has it.",
  /** Approving a registration onto a team whose parent's address is another guardian's (never names them). */
  registrationAddressClash:
    "The parent's e-mail address on this registration belongs to another guardian of the club under another name, so the child cannot join a team from it. Check the address with the parent; then approve without a team and add the child under Squads with the right guardian.",
  notCoachable: "Only active coach and staff accounts can coach a team",
  alreadyCoach: "This user already coaches the team",
  notCoach: "This user does not coach the team",
  /** A coach asking for a team they do not coach (403, here and in services/team-access.server.ts). */
  notYourTeam: "You can only see the squads and families of the teams you coach.",
  staffOnly: "Only the academy's staff and admins can change players and families.",
  adminsOnly: "Only admins can assign coaches.",
} as const;

/** The toasts' sentence on where the family page's welcome link went (nothing when no mail went). */
export const familyLinkSent = (mailedTo: readonly string[]) => (mailedTo.length ? ` A link to the family page is on its way to ${mailedTo.join(" and ")}.` : "");

export const SQUAD_TOASTS = {
  saveFailed: { title: "Not Saved", description: "Please correct the highlighted fields." },
  failed: (why: string) => ({ title: "Not Saved", description: why }),
  playerAdded: (child: string, team: string, mailedTo: readonly string[]) => ({
    title: "Player Added",
    description: `${child} is on the ${team} squad.${familyLinkSent(mailedTo)}`,
  }),
  /** After "Add to team" on the academy's review screen: the child's team, and where the family page's link went. */
  addedToTeam: (child: string, team: string, mailedTo: readonly string[]) => ({
    title: "Added to Team",
    description: `${child} is now a player of the ${team}.${familyLinkSent(mailedTo)}`,
  }),
  playerMoved: (child: string, team: string) => ({ title: "Player Moved", description: `${child} now plays for the ${team}.` }),
  playerArchived: (child: string) => ({ title: "Player Archived", description: `${child} has left the club and is off the team. Nothing was deleted.` }),
  playerErased: (label: string) => ({ title: "Personal Data Erased", description: `The player is now "${label}"; their match records stay without a name.` }),
  guardianAdded: (name: string, mailedTo: readonly string[]) => ({
    title: "Guardian Added",
    description: `${name} now follows the player's team.${familyLinkSent(mailedTo)}`,
  }),
  guardianUpdated: (name: string) => ({ title: "Contact Details Saved", description: `${name}'s details have been saved.` }),
  coachAssigned: (name: string, team: string) => ({ title: "Coach Assigned", description: `${name} now coaches the ${team}.` }),
  coachRemoved: (name: string, team: string) => ({ title: "Coach Removed", description: `${name} no longer coaches the ${team}.` }),
  cutoffSaved: (cutoff: string) => ({ title: "Season cut-off saved", description: `Ages count on ${cutoff} of each season.` }),
} as const;

/**
 * Adding, moving, archiving and erasing players and editing families is the academy's work (academy
 * staff and admins); a coach reads their own teams' squads and families and exports their contacts.
 */
export const canManageSquads = (role: Role) => hasPermission(role, "academy");

/** Assigning coaches to teams is an admin's, like every other account change. */
export const canAssignCoaches = (role: Role) => hasPermission(role, "users");
