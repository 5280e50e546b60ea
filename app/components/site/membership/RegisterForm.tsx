import type { getZodConstraint } from "@conform-to/zod";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CheckboxField, ErrorList, Field, TextareaField } from "~/components/ui/Field";
import { StatusButton } from "~/components/ui/StatusButton";
import { cx } from "~/components/ui/cx";
import { todayInNairobi } from "~/utils/age";
import { useFormReply } from "~/utils/form-reply";
import { useValidationOnDemand } from "~/utils/use-validation-on-demand";
import { PREFERENCES, TIERS, type MembershipType } from "~/utils/membership";
import { useMembershipTexts } from "./tier-texts";

/**
 * The registration form: the tier picker (radio cards) and the member's details. Without JavaScript
 * the server validates; with it, conform checks each field as it is left (the checks load when the
 * visitor first focuses the form). Success redirects to the
 * Lookup tab, which shows the new member.
 */
const loadValidation = () => import("./registration-validation").then((module) => module.validateRegistration);

export function RegisterForm({
  tier,
  constraint,
  mpesa,
}: {
  tier: MembershipType;
  /** The schema's HTML constraints, computed on the server (getZodConstraint). */
  constraint: ReturnType<typeof getZodConstraint>;
  /** Premium and VIP may pay now with M-Pesa (it is configured). */
  mpesa: boolean;
}) {
  const reply = useFormReply("register");
  const { t, tierName, tierPrice } = useMembershipTexts();
  const validation = useValidationOnDemand(loadValidation);
  const validate = validation.validate;
  const [form, fields] = useForm({
    id: "membership-registration",
    lastResult: reply?.result,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    defaultValue: { membershipType: tier, payment: "office" },
  });
  const chosenTier = String(fields.membershipType.value ?? fields.membershipType.initialValue ?? tier);
  const preferences = (fields.preferences.initialValue as string[] | string | undefined) ?? [];

  return (
    <Form
      method="post"
      action="/membership?tab=register"
      {...getFormProps(form)}
      onFocus={validation.request}
      data-client-validation={validation.state}
      className="space-y-8"
    >
      <input type="hidden" name="intent" value="register" />
      <fieldset>
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
                  name={fields.membershipType.name}
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
        <ErrorList id={`${fields.membershipType.id}-error`} errors={fields.membershipType.errors} />
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
            inputProps={{ ...getInputProps(fields.firstName, { type: "text" }), autoComplete: "given-name" }}
            errors={fields.firstName.errors}
          />
          <Field
            labelProps={{ children: t("register.lastName") }}
            inputProps={{ ...getInputProps(fields.lastName, { type: "text" }), autoComplete: "family-name" }}
            errors={fields.lastName.errors}
          />
          <Field
            labelProps={{ children: t("register.email") }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t("register.confirmEmail") }}
            inputProps={{ ...getInputProps(fields.confirmEmail, { type: "email" }), autoComplete: "email" }}
            errors={fields.confirmEmail.errors}
          />
          <Field
            labelProps={{ children: mpesa ? t("register.phoneForMpesa") : t("register.phone") }}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", placeholder: "+254 712 345 678" }}
            errors={fields.phone.errors}
          />
          <Field
            labelProps={{ children: t("register.dateOfBirth") }}
            inputProps={{ ...getInputProps(fields.dateOfBirth, { type: "date" }), max: todayInNairobi(), autoComplete: "bday" }}
            errors={fields.dateOfBirth.errors}
          />
        </div>
        <TextareaField
          labelProps={{ children: t("register.address") }}
          textareaProps={{ ...getTextareaProps(fields.address), rows: 2, autoComplete: "street-address" }}
          errors={fields.address.errors}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            labelProps={{ children: t("register.emergencyContact") }}
            inputProps={getInputProps(fields.emergencyContact, { type: "text" })}
            errors={fields.emergencyContact.errors}
          />
          <Field
            labelProps={{ children: t("register.emergencyPhone") }}
            inputProps={getInputProps(fields.emergencyPhone, { type: "tel" })}
            errors={fields.emergencyPhone.errors}
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-bold">{t("register.keepPosted")}</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {PREFERENCES.map((preference) => (
            <CheckboxField
              key={preference.value}
              labelProps={{ children: t(`preferences.${preference.value}`) }}
              inputProps={{
                id: `preference-${preference.value}`,
                name: fields.preferences.name,
                value: preference.value,
                defaultChecked: ([] as string[]).concat(preferences).includes(preference.value),
              }}
            />
          ))}
        </div>
        <ErrorList id={`${fields.preferences.id}-error`} errors={fields.preferences.errors} />
      </fieldset>

      {mpesa ? <PaymentChoice name={fields.payment.name} initial={String(fields.payment.initialValue ?? "office")} errors={fields.payment.errors} /> : null}

      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton type="submit" size="lg" pendingLabel={t("register.joining")} className="w-full sm:w-auto">
        {t("register.submit")}
      </StatusButton>
    </Form>
  );
}

/** Premium and VIP: pay now with M-Pesa (a prompt on the phone given above) or at the club office. */
function PaymentChoice({ name, initial, errors }: { name: string; initial: string; errors?: string[] }) {
  const { t } = useMembershipTexts();
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
