// Every catalogue, by language and namespace (one JSON file per language and area). The server
// holds them all; a page carries only its own namespaces (services/i18n.server.ts). The English
// `messages` namespace is the identity: its keys are the English messages themselves.
import type { Language } from "~/config/i18n";
import enCommon from "./en/common.json";
import swCommon from "./sw/common.json";
import enShop from "./en/shop.json";
import swShop from "./sw/shop.json";
import enPayments from "./en/payments.json";
import swPayments from "./sw/payments.json";
// Swahili messages, one file per area; together they are the "messages" namespace.
import swCommonMessages from "./sw/messages/common.json";
import swShopMessages from "./sw/messages/shop.json";

/** A catalogue file: texts, or groups of texts, by key. */
export type Catalogue = { [key: string]: string | Catalogue };

export const CATALOGUES: Record<Language, Record<string, Catalogue>> = {
  en: { common: enCommon, shop: enShop, payments: enPayments, messages: {} },
  sw: {
    common: swCommon,
    shop: swShop,
    payments: swPayments,
    messages: { ...swCommonMessages, ...swShopMessages },
  },
};
