import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { Button } from "~/components/ui/Button";
import { AcademyHelp, AcademyPolicies } from "./AcademyInfo.server";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/Field";
import { Icon } from "~/components/ui/Icon";
import { ServerRendered } from "~/components/server-rendered";
import { StatusButton } from "~/components/ui/StatusButton";
import { showToast } from "~/components/ui/Toast";
import {
  ACADEMY_MAX_AGE,
  ACADEMY_POLICY_ANCHORS,
  CERTIFICATE_ACCEPT,
  CERTIFICATE_UPLOAD_FAILED_TOAST,
  CERTIFICATE_MESSAGES,
  EXPERIENCE_LEVELS,
  GENDERS,
  KEPT_CERTIFICATE_CHOICE_FIELD,
  KEPT_CERTIFICATE_NAME_FIELD,
  MAX_CERTIFICATE_BYTES,
  MAX_CERTIFICATE_MB,
  POSITIONS,
  REGISTRATION_INTENT,
  RELATIONSHIPS,
  TRAINING_DAYS,
  type KeptCertificate,
} from "~/config/academy";
import { academyAgeCheck } from "~/utils/academy-age";
import { todayInNairobi } from "~/utils/age";
import { replyFor, type FormReply } from "~/utils/form-reply";
import { useMessage, useT } from "~/utils/i18n";
import { formatMegabytes, UploadError, uploadWithProgress } from "~/utils/upload";
import { useHydrated } from "~/utils/use-hydrated";
import { useValidationOnDemand } from "~/utils/use-validation-on-demand";

/** A refused registration's reply: the errors, and the certificate kept from this or an earlier send. */
export type RegistrationReply = FormReply<{ keptCertificate?: KeptCertificate | null }>;

const FILE_INPUT_ID = "birthCertificate";
/** The error summary at the top of the form; a post without JavaScript lands on it (the form's action ends in its anchor). */
const SUMMARY_ID = "registration-problems";

/** The form's fields in the order they appear, with the label each has in the error summary. */
const SUMMARY_FIELDS = [
  ["playerName", "player.name"],
  ["dateOfBirth", "player.dateOfBirth"],
  ["gender", "player.gender"],
  ["position", "player.position"],
  ["experience", "player.experience"],
  ["parentGuardianName", "parent.name"],
  ["relationship", "parent.relationship"],
  ["phoneNumber", "parent.phone"],
  ["email", "parent.email"],
  ["address", "parent.address"],
  ["medicalConditions", "medical.conditions"],
  ["allergies", "medical.allergies"],
  ["emergencyContactName", "medical.emergencyName"],
  ["emergencyContactPhone", "medical.emergencyPhone"],
  ["trainingDays", "preferences.trainingDays"],
  ["goals", "preferences.goals"],
  ["previousClubs", "preferences.previousClubs"],
  ["birthCertificate", "documents.certificate"],
  ["birthCertificateUrl", "documents.certificate"],
  ["termsAgreed", "summary.terms"],
  ["mediaConsent", "summary.media"],
] as const;

/**
 * The academy registration form. Without JavaScript it is one multipart form post (the certificate
 * travels with the fields) and the server validates. With JavaScript: live validation (its code loads
 * when the visitor first focuses the form) and age check,
 * the certificate is uploaded first with a progress bar, then the form is sent with its URL.
 */
const loadValidation = () => import("./registration-validation").then((module) => module.validateRegistration);

export function RegistrationForm({
  actionReply,
  constraint,
}: {
  /** The reply to a post without JavaScript (the page's action data). */
  actionReply?: RegistrationReply;
  /** The schema's HTML constraints, computed on the server (getZodConstraint). */
  constraint: ReturnType<typeof getZodConstraint>;
}) {
  const fetcher = useFetcher({ key: "academy-registration" });
  const fetcherReply: RegistrationReply | undefined = replyFor(fetcher.data, REGISTRATION_INTENT);
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  // The upload API's refusal of the chosen file (its type, its size): said beside the file field, which takes the focus.
  const [certificateRefusal, setCertificateRefusal] = useState<{ message: string } | null>(null);
  const t = useT("academy");
  const message = useMessage();
  // Toasts raised here in the browser are in English like the server's: shown in the page's language.
  const showFailure = (toast: { title: string; description: string }) =>
    showToast({ title: message(toast.title), description: message(toast.description), variant: "destructive" });

  const reply = fetcher.state === "idle" ? (fetcherReply ?? actionReply) : undefined;
  // Once the parent chooses a new file, the kept one no longer shows (the new one replaces it).
  const kept = file ? null : (reply?.keptCertificate ?? null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Set by a submit: the summary takes the focus when that submit ends in errors (found here or by the server).
  const focusSummary = useRef(false);

  const validation = useValidationOnDemand(loadValidation);
  const validate = validation.validate;
  const [form, fields] = useForm({
    id: "academy-registration",
    lastResult: reply?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    onSubmit(event, { formData }) {
      event.preventDefault();
      void submitWithUpload(formData);
    },
  });

  const [dateOfBirth, setDateOfBirth] = useState(String(fields.dateOfBirth.initialValue ?? ""));
  const { age, problem } = academyAgeCheck(dateOfBirth);
  const eligible = age !== null && !problem;

  // The page's scripts load at the visitor's first interaction, often while they fill the form in:
  // take over what was entered before (the date the eligibility follows, a file already chosen).
  useEffect(() => {
    const entered = document.getElementById(fields.dateOfBirth.id);
    if (entered instanceof HTMLInputElement && entered.value) setDateOfBirth(entered.value);
    const fileInput = document.getElementById(FILE_INPUT_ID);
    if (fileInput instanceof HTMLInputElement && fileInput.files?.[0]) onFileChosen(fileInput.files[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  async function submitWithUpload(formData: FormData) {
    formData.delete("birthCertificate");
    setCertificateRefusal(null);
    if (file) {
      formData.set(KEPT_CERTIFICATE_NAME_FIELD, file.name);
      setUploading(true);
      setProgress(0);
      try {
        // The parent's e-mail and phone go with the file: it is charged to their daily share of the upload space.
        const { fileUrl } = await uploadWithProgress<{ fileUrl: string }>("/api/upload-birth-certificate", "birthCertificate", file, setProgress, {
          email: String(formData.get("email") ?? ""),
          phoneNumber: String(formData.get("phoneNumber") ?? ""),
        });
        formData.set("birthCertificateUrl", fileUrl);
      } catch (error) {
        setProgress(null);
        // Nothing was sent: the error summary has nothing to take the focus for.
        focusSummary.current = false;
        const refusal = error instanceof UploadError ? error.fieldErrors.birthCertificate?.[0] : undefined;
        // A file the API refuses is the parent's to replace, not a failure of the registration.
        if (refusal) {
          clearFile();
          setCertificateRefusal({ message: refusal });
        } else {
          showFailure(CERTIFICATE_UPLOAD_FAILED_TOAST);
        }
        return;
      } finally {
        setUploading(false);
      }
    }
    fetcher.submit(formData, { method: "post", action: "/academy-registration", encType: "multipart/form-data" });
  }

  const problems = summaryProblems(form.allErrors, fields, form.errors);
  useEffect(() => {
    if (certificateRefusal) document.getElementById(FILE_INPUT_ID)?.focus();
  }, [certificateRefusal]);
  useEffect(() => {
    if (!focusSummary.current || fetcher.state !== "idle" || problems.length === 0) return;
    focusSummary.current = false;
    summaryRef.current?.focus();
  }, [fetcher.state, problems.length]);

  function clearFile() {
    setFile(null);
    setProgress(null);
    const input = document.getElementById(FILE_INPUT_ID);
    if (input instanceof HTMLInputElement) input.value = "";
  }

  function onFileChosen(chosen: File | undefined) {
    setProgress(null);
    setCertificateRefusal(null);
    if (!chosen) return setFile(null);
    if (chosen.size > MAX_CERTIFICATE_BYTES) {
      showFailure(CERTIFICATE_MESSAGES.tooLarge);
      clearFile();
      return;
    }
    setFile(chosen);
  }

  const sending = uploading || fetcher.state !== "idle";
  // The summary shows after a send (the server's reply, or a submit the browser checked), not while typing.
  const [submitted, setSubmitted] = useState(false);
  const showSummary = problems.length > 0 && (submitted || Boolean(reply?.result.error));
  const dayErrors = fields.trainingDays.errors;
  const certificateErrors = certificateRefusal ? [certificateRefusal.message] : form.allErrors.birthCertificate;

  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-3">
      <fetcher.Form
        method="post"
        action={`/academy-registration#${SUMMARY_ID}`}
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmitCapture={(event) => {
          // conform checks a field on blur by sending the form with its own "__intent__" button: not a send.
          if ((event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__") return;
          focusSummary.current = true;
          setSubmitted(true);
        }}
        onFocus={validation.request}
        data-client-validation={validation.state}
        className="space-y-8 lg:col-span-2"
      >
        {showSummary ? <ErrorSummary summaryRef={summaryRef} problems={problems} /> : null}
        <FormSection id="player-information-heading" title={t("sections.player")}>
          <Field
            labelProps={{ children: t("player.name") }}
            inputProps={{ ...getInputProps(fields.playerName, { type: "text" }), autoComplete: "off" }}
            errors={fields.playerName.errors}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t("player.dateOfBirth") }}
              inputProps={{
                ...getInputProps(fields.dateOfBirth, { type: "date" }),
                max: todayInNairobi(),
                onChange: (event) => setDateOfBirth(event.currentTarget.value),
              }}
              errors={fields.dateOfBirth.errors}
              help={
                hydrated && age !== null ? (
                  <span aria-live="polite" data-testid="age-display">
                    {t("player.age", { age })}{" "}
                    {eligible ? (
                      <strong className="text-green-700">{t("player.eligible")}</strong>
                    ) : (
                      <strong className="text-red-700">{problem ? message(problem) : null}</strong>
                    )}
                  </span>
                ) : (
                  t("player.ageHint", { max: ACADEMY_MAX_AGE })
                )
              }
            />
            <fieldset
              id={choicesId(fields.gender.id)}
              role="radiogroup"
              aria-invalid={fields.gender.errors ? true : undefined}
              aria-describedby={fields.gender.errors ? `${fields.gender.id}-error` : undefined}
            >
              <legend className="text-sm font-semibold text-slate-800">{t("player.gender")}</legend>
              <div className="mt-2 flex gap-6">
                {GENDERS.map((gender) => (
                  <label key={gender} className="flex min-h-11 items-center gap-2 capitalize">
                    <input
                      type="radio"
                      name={fields.gender.name}
                      value={gender}
                      defaultChecked={fields.gender.initialValue === gender}
                      className="size-5 accent-club-orange-dark"
                    />
                    {t(`genders.${gender}`)}
                  </label>
                ))}
              </div>
              <ErrorList id={`${fields.gender.id}-error`} errors={fields.gender.errors} />
            </fieldset>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              labelProps={{ children: t("player.position") }}
              selectProps={getSelectProps(fields.position)}
              placeholder={t("player.positionPlaceholder")}
              options={POSITIONS.map((position) => ({ value: position, label: t(`positions.${position}`) }))}
              errors={fields.position.errors}
            />
            <SelectField
              labelProps={{ children: t("player.experience") }}
              selectProps={getSelectProps(fields.experience)}
              placeholder={t("player.experiencePlaceholder")}
              // Each level is keyed by its first word ("Beginner"), which is unique.
              options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`experienceLevels.${level.split(" ")[0]}`) }))}
              errors={fields.experience.errors}
            />
          </div>
        </FormSection>

        <FormSection id="parent-guardian-information-heading" title={t("sections.parent")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: t("parent.name") }}
              inputProps={{ ...getInputProps(fields.parentGuardianName, { type: "text" }), autoComplete: "name" }}
              errors={fields.parentGuardianName.errors}
            />
            <SelectField
              labelProps={{ children: t("parent.relationship") }}
              selectProps={getSelectProps(fields.relationship)}
              placeholder={t("parent.relationshipPlaceholder")}
              options={RELATIONSHIPS.map((relationship) => ({ value: relationship, label: t(`relationships.${relationship}`) }))}
              errors={fields.relationship.errors}
            />
            <Field
              labelProps={{ children: t("parent.phone") }}
              inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", placeholder: "+254 712 345 678" }}
              errors={fields.phoneNumber.errors}
            />
            <Field
              labelProps={{ children: t("parent.email") }}
              inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
              errors={fields.email.errors}
            />
          </div>
          <TextareaField
            labelProps={{ children: t("parent.address") }}
            textareaProps={{ ...getTextareaProps(fields.address), rows: 2, autoComplete: "street-address" }}
            errors={fields.address.errors}
          />
        </FormSection>

        <FormSection id="medical-information-heading" title={t("sections.medical")}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextareaField
              labelProps={{ children: t("medical.conditions") }}
              textareaProps={{ ...getTextareaProps(fields.medicalConditions), rows: 2 }}
              errors={fields.medicalConditions.errors}
            />
            <TextareaField
              labelProps={{ children: t("medical.allergies") }}
              textareaProps={{ ...getTextareaProps(fields.allergies), rows: 2 }}
              errors={fields.allergies.errors}
            />
            <Field
              labelProps={{ children: t("medical.emergencyName") }}
              inputProps={getInputProps(fields.emergencyContactName, { type: "text" })}
              errors={fields.emergencyContactName.errors}
            />
            <Field
              labelProps={{ children: t("medical.emergencyPhone") }}
              inputProps={getInputProps(fields.emergencyContactPhone, { type: "tel" })}
              errors={fields.emergencyContactPhone.errors}
            />
          </div>
        </FormSection>

        <FormSection id="academy-preferences-heading" title={t("sections.preferences")}>
          <fieldset id={choicesId(fields.trainingDays.id)} aria-describedby={dayErrors ? `${fields.trainingDays.id}-error` : undefined}>
            <legend className="text-sm font-semibold text-slate-800">{t("preferences.trainingDays")}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {TRAINING_DAYS.map((day) => (
                <label key={day} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 bg-white px-3">
                  <input
                    type="checkbox"
                    name={fields.trainingDays.name}
                    value={day}
                    defaultChecked={toList(fields.trainingDays.initialValue).includes(day)}
                    className="size-5 accent-club-orange-dark"
                  />
                  {t(`days.${day}`)}
                </label>
              ))}
            </div>
            <ErrorList id={`${fields.trainingDays.id}-error`} errors={dayErrors} />
          </fieldset>
          <TextareaField
            labelProps={{ children: t("preferences.goals") }}
            textareaProps={{ ...getTextareaProps(fields.goals), rows: 3, placeholder: t("preferences.goalsPlaceholder") }}
            errors={fields.goals.errors}
          />
          <Field
            labelProps={{ children: t("preferences.previousClubs") }}
            inputProps={getInputProps(fields.previousClubs, { type: "text" })}
            errors={fields.previousClubs.errors}
          />
        </FormSection>

        <FormSection id="required-documents-heading" title={t("sections.documents")}>
          <p className="text-sm text-slate-700">{t("documents.note", { mb: MAX_CERTIFICATE_MB })}</p>
          <input type="hidden" name={fields.birthCertificateUrl.name} value={kept?.url ?? ""} />
          {kept ? (
            <fieldset className="rounded-md bg-slate-100 px-3 py-2 text-sm" data-testid="kept-file">
              <legend className="float-left flex w-full items-center gap-2 font-medium">
                <Icon name="file-text" className="h-4 w-4 text-club-orange-dark" />
                <span className="min-w-0 break-all">{t("documents.kept", { name: kept.name })}</span>
              </legend>
              <input type="hidden" name={KEPT_CERTIFICATE_NAME_FIELD} value={kept.name} />
              <div className="clear-both flex flex-wrap gap-x-6">
                {(["keep", "remove"] as const).map((choice) => (
                  <label key={choice} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={KEPT_CERTIFICATE_CHOICE_FIELD}
                      value={choice}
                      defaultChecked={choice === "keep"}
                      className="size-5 accent-club-orange-dark"
                    />
                    {t(`documents.${choice}Kept`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <Field
            labelProps={{ children: t("documents.certificateOptional") }}
            help={kept ? t("documents.replaceKept") : undefined}
            inputProps={{
              type: "file",
              name: "birthCertificate",
              id: FILE_INPUT_ID,
              accept: CERTIFICATE_ACCEPT,
              onChange: (event) => onFileChosen(event.currentTarget.files?.[0]),
            }}
            errors={certificateErrors}
          />
          {hydrated && file ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-slate-100 px-3 py-2 text-sm" data-testid="selected-file">
              <Icon name="file-text" className="h-4 w-4 text-club-orange-dark" />
              <span className="min-w-0 flex-1 break-all font-medium">{file.name}</span>
              <span className="text-slate-600">{formatMegabytes(file.size)}</span>
              <Button variant="ghost" size="sm" onClick={clearFile} disabled={sending}>
                <Icon name="trash-2" />
                {t("documents.remove")}
              </Button>
            </div>
          ) : null}
          {progress !== null ? (
            <div>
              <label htmlFor="upload-progress" className="text-sm text-slate-700">
                {t("documents.uploading", { percent: Math.round(progress * 100) })}
              </label>
              <progress id="upload-progress" max={1} value={progress} className="mt-1 h-2 w-full accent-club-orange-dark" />
            </div>
          ) : null}
        </FormSection>

        <FormSection id="agreements-heading" title={t("sections.agreements")}>
          <CheckboxField
            labelProps={{
              children: <TermsSentence text={t("agreements.terms")} />,
            }}
            inputProps={getInputProps(fields.termsAgreed, { type: "checkbox" })}
            errors={fields.termsAgreed.errors}
          />
          <CheckboxField
            labelProps={{
              children: t("agreements.media"),
            }}
            inputProps={getInputProps(fields.mediaConsent, { type: "checkbox" })}
            errors={fields.mediaConsent.errors}
          />
          <ServerRendered id="academy-policies" render={() => <AcademyPolicies />} />
        </FormSection>

        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton
          type="submit"
          size="lg"
          className="w-full"
          pending={sending}
          pendingLabel={t("submitting")}
          disabled={hydrated && dateOfBirth !== "" && !eligible}
        >
          {t("submit")}
        </StatusButton>
      </fetcher.Form>

      <ServerRendered id="academy-help" render={() => <AcademyHelp />} />
    </div>
  );
}

/** A titled part of the form; `id` is its heading's (fixed, so it reads the same in every language). */
function FormSection({ id: headingId, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The id of the fieldset that groups a field's radio buttons or checkboxes (the summary's link leads there). */
const choicesId = (fieldId: string) => `${fieldId}-choices`;

type Problem = { name: string; targetId: string | null; label: string | null; error: string };

/**
 * Every error of the form, in the order of its fields: each with the field's label and the id of the
 * control its link leads to. The form's own errors (not about one field) come first, without a link.
 */
function summaryProblems(
  allErrors: Record<string, string[]>,
  fields: Record<string, { id: string }>,
  formErrors: string[] | undefined,
): Problem[] {
  const problems: Problem[] = (formErrors ?? []).map((error) => ({ name: "", targetId: null, label: null, error }));
  for (const [name, labelKey] of SUMMARY_FIELDS) {
    const error = allErrors[name]?.[0];
    if (!error) continue;
    const id = fields[name]?.id;
    const targetId =
      name === "birthCertificate" || name === "birthCertificateUrl"
        ? FILE_INPUT_ID
        : name === "gender" || name === "trainingDays"
          ? (id ? choicesId(id) : null)
          : (id ?? null);
    problems.push({ name, targetId, label: labelKey, error });
  }
  return problems;
}

/**
 * The form's errors at its top, in calm words: a heading and one link per problem, leading to its field
 * (with JavaScript the link also puts the focus in the field). `role="alert"` announces it; after a
 * failed send it takes the focus.
 */
function ErrorSummary({ summaryRef, problems }: { summaryRef: Ref<HTMLDivElement>; problems: Problem[] }) {
  const t = useT("academy");
  const message = useMessage();
  return (
    <div
      ref={summaryRef}
      id={SUMMARY_ID}
      role="alert"
      aria-labelledby={`${SUMMARY_ID}-heading`}
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl border-2 border-red-700 bg-white p-5 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200"
    >
      <h2 id={`${SUMMARY_ID}-heading`} className="text-lg font-bold">
        {t("summary.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("summary.intro")}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.name || problem.error}>
            {problem.targetId && problem.label ? (
              <a
                href={`#${problem.targetId}`}
                className="font-medium text-red-800 underline underline-offset-2"
                onClick={(event) => {
                  const target = document.getElementById(problem.targetId!);
                  // A group of choices: its first choice takes the focus.
                  const control = target?.matches("fieldset") ? target.querySelector("input") : target;
                  if (!control) return;
                  event.preventDefault();
                  control.focus();
                }}
              >
                {`${t(problem.label)}: ${message(problem.error)}`}
              </a>
            ) : (
              <span className="font-medium text-red-800">{message(problem.error)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The terms sentence with the three policies as links: the translation marks them with [brackets],
 * in the order of ACADEMY_POLICY_ANCHORS.
 */
function TermsSentence({ text }: { text: string }) {
  const parts = text.split(/\[([^\]]+)\]/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`#${ACADEMY_POLICY_ANCHORS[(index - 1) / 2]}`} className="font-semibold text-club-orange-dark underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === "string" ? [value] : [];
}
