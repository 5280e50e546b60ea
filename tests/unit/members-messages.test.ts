// Every message the fan membership and the academy registration can show a visitor (their toasts,
// refusals and age rule, written in English in app/config) has its Swahili, and the two pages'
// catalogues have the same keys in both languages.
import { describe, expect, it } from "vitest";
import * as academy from "~/config/academy";
import * as membership from "~/config/membership";
import { CATALOGUES, type Catalogue } from "~/locales/index.server";
import { translateMessage } from "~/utils/i18n";

const swahiliMessages = { messages: CATALOGUES.sw.messages as Record<string, string> };

/** Every string inside a config value (toasts are objects of title and description). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

const keysOf = (catalogue: Catalogue, prefix = ""): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));

// Not shown to a visitor: the admin's decisions and refusals, values and file rules.
const NOT_PUBLIC = new Set<string>([
  ...stringsOf(academy.DECISION_FAILED_TOAST),
  academy.REGISTRATION_MESSAGES.notFound,
  academy.REGISTRATION_MESSAGES.notPending,
  ...stringsOf(membership.MEMBERSHIP_MESSAGES),
]);

describe("membership and academy messages in Swahili", () => {
  const messages = [
    ...stringsOf([
      membership.INVALID_EMAIL,
      membership.EMAILS_DONT_MATCH,
      membership.LOOKUP_MESSAGES,
      membership.SIGN_IN_MESSAGES,
      membership.REGISTRATION_FAILED,
      membership.DUPLICATE_MEMBER_MESSAGE,
      academy.NOT_ELIGIBLE_MESSAGE,
      academy.FUTURE_BIRTH_DATE_MESSAGE,
      academy.INVALID_DATE_MESSAGE,
      academy.AGE_TOAST,
      academy.CERTIFICATE_MESSAGES,
      academy.REGISTERED_TOAST,
      academy.DUPLICATE_REGISTRATION_MESSAGE,
      academy.REGISTRATION_UNREACHABLE_TOAST,
      academy.CERTIFICATE_UPLOAD_FAILED_TOAST,
      academy.UPLOADS_FULL_TOAST,
      academy.REGISTRATIONS_PER_IP_TOAST,
      academy.FORM_UNREADABLE_TOAST,
      academy.REGISTRATION_MESSAGES,
    ]),
  ].filter((message) => !NOT_PUBLIC.has(message));

  it.each(messages)("%s", (message) => {
    expect(translateMessage(swahiliMessages, message)).not.toBe(message);
  });

  it.each(["membership", "academy"])("the %s catalogue has the same keys in English and Swahili", (namespace) => {
    expect(keysOf(CATALOGUES.sw[namespace]).sort()).toEqual(keysOf(CATALOGUES.en[namespace]).sort());
  });
});
