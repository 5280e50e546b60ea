// Every catalogue, by language and namespace (one JSON file per language and area). The server
// holds them all; a page carries only its own namespaces (services/i18n.server.ts). The English
// `messages` namespace is the identity: its keys are the English messages themselves.
import type { Language } from "~/config/i18n";
import enAcademy from "./en/academy.json";
import enAvailability from "./en/availability.json";
import enBlog from "./en/blog.json";
import enCalendar from "./en/calendar.json";
import enCommon from "./en/common.json";
import enFamily from "./en/family.json";
import enFees from "./en/fees.json";
import enFeeReminders from "./en/fee-reminders.json";
import enFixtures from "./en/fixtures.json";
import enHome from "./en/home.json";
import enLanding from "./en/landing.json";
import enMembership from "./en/membership.json";
import enPayments from "./en/payments.json";
import enShop from "./en/shop.json";
import enStaff from "./en/staff.json";
import enTeamNews from "./en/team-news.json";
import swAcademy from "./sw/academy.json";
import swAvailability from "./sw/availability.json";
import swBlog from "./sw/blog.json";
import swCalendar from "./sw/calendar.json";
import swCommon from "./sw/common.json";
import swFamily from "./sw/family.json";
import swFees from "./sw/fees.json";
import swFeeReminders from "./sw/fee-reminders.json";
import swFixtures from "./sw/fixtures.json";
import swHome from "./sw/home.json";
import swLanding from "./sw/landing.json";
import swMembership from "./sw/membership.json";
import swPayments from "./sw/payments.json";
import swShop from "./sw/shop.json";
import swStaff from "./sw/staff.json";
import swTeamNews from "./sw/team-news.json";
// Swahili messages, one file per area; together they are the "messages" namespace.
import swAcademyMessages from "./sw/messages/academy.json";
import swAvailabilityMessages from "./sw/messages/availability.json";
import swBlogMessages from "./sw/messages/blog.json";
import swCommonMessages from "./sw/messages/common.json";
import swFamilyMessages from "./sw/messages/family.json";
import swFixturesMessages from "./sw/messages/fixtures.json";
import swMembershipMessages from "./sw/messages/membership.json";
import swPaymentsMessages from "./sw/messages/payments.json";
import swShopMessages from "./sw/messages/shop.json";

/** A catalogue file: texts, or groups of texts, by key. */
export type Catalogue = { [key: string]: string | Catalogue };

/**
 * The Swahili message files by area (a message two areas share must read the same in both). A page
 * carries the areas its routes declare as "messages/<area>" (the English ones are empty: the key is the text).
 */
export const SWAHILI_MESSAGE_FILES: Record<string, Record<string, string>> = {
  academy: swAcademyMessages,
  availability: swAvailabilityMessages,
  blog: swBlogMessages,
  common: swCommonMessages,
  family: swFamilyMessages,
  fixtures: swFixturesMessages,
  membership: swMembershipMessages,
  payments: swPaymentsMessages,
  shop: swShopMessages,
};

export const CATALOGUES: Record<Language, Record<string, Catalogue>> = {
  en: {
    academy: enAcademy,
    availability: enAvailability,
    blog: enBlog,
    calendar: enCalendar,
    common: enCommon,
    family: enFamily,
    fees: enFees,
    "fee-reminders": enFeeReminders,
    fixtures: enFixtures,
    home: enHome,
    landing: enLanding,
    membership: enMembership,
    payments: enPayments,
    shop: enShop,
    staff: enStaff,
    "team-news": enTeamNews,
    messages: {},
  },
  sw: {
    academy: swAcademy,
    availability: swAvailability,
    blog: swBlog,
    calendar: swCalendar,
    common: swCommon,
    family: swFamily,
    fees: swFees,
    "fee-reminders": swFeeReminders,
    fixtures: swFixtures,
    home: swHome,
    landing: swLanding,
    membership: swMembership,
    payments: swPayments,
    shop: swShop,
    staff: swStaff,
    "team-news": swTeamNews,
    messages: Object.assign({}, ...Object.values(SWAHILI_MESSAGE_FILES)) as Record<string, string>,
  },
};
