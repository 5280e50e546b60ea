// Add a player who joined on paper: the child, the team, and one guardian. Without JavaScript the page
// comes back with the errors beside the fields and what was typed.
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { buttonClasses } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { CheckboxField, ErrorList, Field, SelectField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { GENDERS, POSITIONS } from "~/config/academy";
import { SQUAD_LIMITS } from "~/config/squads";
import { replyErrors, replyValue, useFocusOnFirstError, useFormReply } from "~/utils/form-reply";
import { GuardianFields } from "./guardian-fields";

type TeamOption = { id: number; name: string; ageGroup: string };

export function AddPlayerDialog({ teams, teamId, closeHref }: { teams: TeamOption[]; teamId: number | null; closeHref: string }) {
  const reply = useFormReply("add-player");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, reply);
  const typed = (name: string, fallback = "") => replyValue(reply, name) ?? fallback;
  return (
    <Dialog title="Add a player" description="A child who joined on paper, straight onto a team, with one guardian." closeHref={closeHref} size="lg">
      <Form ref={formRef} method="post" preventScrollReset className="grid gap-4 sm:grid-cols-2">
        <ErrorList errors={replyErrors(reply, "")} />
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">The child</legend>
          <Field
            labelProps={{ children: "Player's full name" }}
            inputProps={{ id: "add-player-name", name: "playerName", required: true, maxLength: SQUAD_LIMITS.playerName, autoComplete: "off", defaultValue: typed("playerName") }}
            errors={replyErrors(reply, "playerName")}
          />
          <Field
            labelProps={{ children: "Date of birth" }}
            inputProps={{ id: "add-player-dob", name: "dateOfBirth", type: "date", required: true, defaultValue: typed("dateOfBirth") }}
            errors={replyErrors(reply, "dateOfBirth")}
          />
          <SelectField
            labelProps={{ children: "Gender" }}
            inputProps={{ id: "add-player-gender", name: "gender", required: true, defaultValue: typed("gender") }}
            placeholder="Choose"
            options={GENDERS.map((gender) => ({ value: gender, label: gender === "male" ? "Male" : "Female" }))}
            errors={replyErrors(reply, "gender")}
          />
          <SelectField
            labelProps={{ children: "Position" }}
            inputProps={{ id: "add-player-position", name: "position", required: true, defaultValue: typed("position") }}
            placeholder="Choose"
            options={POSITIONS.map((position) => ({ value: position, label: position }))}
            errors={replyErrors(reply, "position")}
          />
          <SelectField
            labelProps={{ children: "Team" }}
            inputProps={{ id: "add-player-team", name: "teamId", required: true, defaultValue: typed("teamId", teamId ? String(teamId) : "") }}
            placeholder="Choose a team"
            options={teams.map((team) => ({ value: String(team.id), label: `${team.name} (${team.ageGroup})` }))}
            errors={replyErrors(reply, "teamId")}
          />
          <CheckboxField
            className="self-end"
            labelProps={{ children: "A guardian agreed that the club may show the child's first name and initial, and photos, publicly" }}
            inputProps={{ id: "add-player-consent", name: "mediaConsent", defaultChecked: typed("mediaConsent") === "on" }}
            errors={replyErrors(reply, "mediaConsent")}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">The guardian</legend>
          <GuardianFields reply={reply} idPrefix="add-player" />
        </fieldset>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Link to={closeHref} preventScrollReset className={buttonClasses("outline")}>
            Cancel
          </Link>
          <StatusButton name="intent" value="add-player" pendingLabel="Adding...">
            Add player
          </StatusButton>
        </div>
      </Form>
    </Dialog>
  );
}
