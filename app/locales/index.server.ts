// Every catalogue, by language and namespace (one JSON file per language and area). The server
// holds them all; a page carries only its own namespaces (services/i18n.server.ts). The English
// `messages` namespace is the identity: its keys are the English messages themselves.
import type { Language } from "~/config/i18n";
import enCommon from "./en/common.json";
import swCommon from "./sw/common.json";
import enLanding from "./en/landing.json";
import swLanding from "./sw/landing.json";
import enStaff from "./en/staff.json";
import swStaff from "./sw/staff.json";
// Swahili messages, one file per area; together they are the "messages" namespace.
import swCommonMessages from "./sw/messages/common.json";

/** A catalogue file: texts, or groups of texts, by key. */
export type Catalogue = { [key: string]: string | Catalogue };

export const CATALOGUES: Record<Language, Record<string, Catalogue>> = {
  en: { common: enCommon, landing: enLanding, staff: enStaff, messages: {} },
  sw: {
    common: swCommon,
    landing: swLanding,
    staff: swStaff,
    messages: { ...swCommonMessages },
  },
};
