import { Form } from "@remix-run/react";
import { useRef } from "react";
import { CheckboxField, ErrorList, Field, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";
import { todayInNairobi } from "~/utils/age";
import {
  firstErrorField,
  replyControl,
  replyErrors,
  useFocusOnFirstError,
  useFormReply,
  type FieldConstraints,
  type FormReply,
} from "~/utils/form-reply";
import { PREFERENCES, TIERS, type MembershipType } from "~/utils/membership";
import { useMembershipTexts } from "./tier-texts";

const FORM_ID = "membership-registration";
/** The fields in the page's order: the first one with a mistake gets the focus. */
const FIELDS = [
  "membershipType", "firstName", "lastName", "email", "confirmEmail", "phone", "dateOfBirth", "address",
  "emergencyContact", "emergencyPhone", "preferences", "payment",
] as const;

/**
 * The registration form: the tier picker (radio cards) and the member's details. It is checked on the
 * server (conform + zod): a refused registration comes back as the form's reply, with each message
 * under its field and the focus on the first one, so this page loads no form library. Success
 * redirects to the Lookup tab, which shows the new member.
 */
export function RegisterForm({
  tier,
  constraint,
  mpesa,
}: {
  tier: MembershipType;
  /** The schema's HTML constraints, computed on the server (getZodConstraint). */
  constraint: FieldConstraints;
  /** Premium and VIP may pay now with M-Pesa (it is configured). */
  mpesa: boolean;
}) {
  const reply = useFormReply("register");
  const formRef = useRef<HTMLFormElement>(null);
  useFocusOnFirstError(formRef, reply);
  const { t, tierName, tierPrice } = useMembershipTexts();
  const sentBack = reply?.result.initialValue;
  const chosenTier = String(sentBack?.membershipType ?? tier);
  const preferences = ([] as unknown[]).concat(sentBack?.preferences ?? []);
  // Without JavaScript the page comes back with the focus (and the view) on the first field to correct.
  const firstError = firstErrorField(reply, FIELDS);
  const control = <Props extends object>(name: (typeof FIELDS)[number], props: Props) => ({
    ...replyControl(reply, constraint, FORM_ID, name),
    ...props,
    autoFocus: firstError === name,
  });
  const errors = (name: (typeof FIELDS)[number]) => replyErrors(reply, name);

  return (
    <Form ref={formRef} id={FORM_ID} method="post" action="/membership?tab=register" noValidate className="space-y-8">
      <input type="hidden" name="intent" value="register" />
      <fieldset aria-describedby={errors("membershipType") ? `${FORM_ID}-membershipType-error` : undefined}>
        <legend className="text-lg font-bold">{t("register.chooseTier")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {TIERS.map((option) => (
            <label
              key={option.type}
              className={cx(
                "flex cursor-pointer flex-col gap-1 rounded-xl border-2 bg-white p-4 shadow-sm has-[:checked]:border-club-orange has-[:checked]:bg-orange-50",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-club-orange-dark",
                "border-slate-200",
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="membershipType"
                  value={option.type}
                  defaultChecked={chosenTier === option.type}
                  className="size-5 accent-club-orange-dark"
                />
                <span className="font-bold">{tierName(option.type)}</span>
              </span>
              <span className="pl-7 text-sm text-slate-700">{tierPrice(option.type)}</span>
            </label>
          ))}
        </div>
        <ErrorList id={`${FORM_ID}-membershipType-error`} errors={errors("membershipType")} />
        {mpesa ? (
          <p className="mt-3 text-sm text-slate-700">{t("register.mpesaNote")}</p>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            {`${t("register.officeNoteBefore")} `}
            <strong>{t("register.officeNotePending")}</strong>
            {` ${t("register.officeNoteAfter")}`}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold">{t("register.details")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t("register.firstName") }}
            inputProps={control("firstName", { type: "text", autoComplete: "given-name" })}
            errors={errors("firstName")}
          />
          <Field
            labelProps={{ children: t("register.lastName") }}
            inputProps={control("lastName", { type: "text", autoComplete: "family-name" })}
            errors={errors("lastName")}
          />
          <Field
            labelProps={{ children: t("register.email") }}
            inputProps={control("email", { type: "email", autoComplete: "email" })}
            errors={errors("email")}
          />
          <Field
            labelProps={{ children: t("register.confirmEmail") }}
            inputProps={control("confirmEmail", { type: "email", autoComplete: "email" })}
            errors={errors("confirmEmail")}
          />
          <Field
            labelProps={{ children: mpesa ? t("register.phoneForMpesa") : t("register.phone") }}
            inputProps={control("phone", { type: "tel", autoComplete: "tel", placeholder: "+254 712 345 678" })}
            errors={errors("phone")}
          />
          <Field
            labelProps={{ children: t("register.dateOfBirth") }}
            inputProps={control("dateOfBirth", { type: "date", max: todayInNairobi(), autoComplete: "bday" })}
            errors={errors("dateOfBirth")}
          />
        </div>
        <TextareaField
          labelProps={{ children: t("register.address") }}
          textareaProps={control("address", { autoComplete: "street-address", rows: 2 })}
          errors={errors("address")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t("register.emergencyContact") }}
            inputProps={control("emergencyContact", { type: "text" })}
            errors={errors("emergencyContact")}
          />
          <Field
            labelProps={{ children: t("register.emergencyPhone") }}
            inputProps={control("emergencyPhone", { type: "tel" })}
            errors={errors("emergencyPhone")}
          />
        </div>
      </fieldset>

      <fieldset aria-describedby={errors("preferences") ? `${FORM_ID}-preferences-error` : undefined}>
        <legend className="text-lg font-bold">{t("register.keepPosted")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PREFERENCES.map((preference) => (
            <CheckboxField
              key={preference.value}
              labelProps={{ children: t(`preferences.${preference.value}`) }}
              inputProps={{
                id: `preference-${preference.value}`,
                name: "preferences",
                value: preference.value,
                defaultChecked: preferences.includes(preference.value),
              }}
            />
          ))}
        </div>
        <ErrorList id={`${FORM_ID}-preferences-error`} errors={errors("preferences")} />
      </fieldset>

      {mpesa ? <PaymentChoice reply={reply} /> : null}

      <ErrorList id={`${FORM_ID}-error`} errors={replyErrors(reply, "")} />
      <StatusButton type="submit" size="lg" pendingLabel={t("register.joining")} className="w-full sm:w-auto">
        {t("register.submit")}
      </StatusButton>
    </Form>
  );
}

/** Premium and VIP: pay now with M-Pesa (a prompt on the phone given above) or at the club office. */
function PaymentChoice({ reply }: { reply: FormReply | undefined }) {
  const { t } = useMembershipTexts();
  const name = "payment";
  const initial = String(reply?.result.initialValue?.payment ?? "office");
  const errors = replyErrors(reply, "payment");
  const option = (value: "mpesa" | "office", label: string, hint: string) => (
    <label className="flex cursor-pointer gap-3 rounded-xl border-2 border-slate-200 bg-white p-4 has-[:checked]:border-club-orange has-[:checked]:bg-orange-50">
      <input type="radio" name={name} value={value} defaultChecked={initial === value} className="mt-1 size-5 accent-club-orange-dark" />
      <span>
        <span className="block font-bold">{label}</span>
        <span className="block text-sm text-slate-700">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset aria-describedby={errors ? "registration-payment-error" : undefined}>
      <legend className="text-lg font-bold">{t("register.payment.legend")}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {option("mpesa", t("register.payment.mpesa"), t("register.payment.mpesaHint"))}
        {option("office", t("register.payment.office"), t("register.payment.officeHint"))}
      </div>
      <ErrorList id="registration-payment-error" errors={errors} />
    </fieldset>
  );
}
