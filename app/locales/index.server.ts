// Every catalogue, by language and namespace (one JSON file per language and area). The server
// holds them all; a page carries only its own namespaces (services/i18n.server.ts). The English
// `messages` namespace is the identity: its keys are the English messages themselves.
import type { Language } from "~/config/i18n";
import enBlog from "./en/blog.json";
import enCommon from "./en/common.json";
import enFixtures from "./en/fixtures.json";
import swBlog from "./sw/blog.json";
import swCommon from "./sw/common.json";
import swFixtures from "./sw/fixtures.json";
// Swahili messages, one file per area; together they are the "messages" namespace.
import swBlogMessages from "./sw/messages/blog.json";
import swCommonMessages from "./sw/messages/common.json";
import swFixturesMessages from "./sw/messages/fixtures.json";

/** A catalogue file: texts, or groups of texts, by key. */
export type Catalogue = { [key: string]: string | Catalogue };

export const CATALOGUES: Record<Language, Record<string, Catalogue>> = {
  en: { common: enCommon, blog: enBlog, fixtures: enFixtures, messages: {} },
  sw: {
    common: swCommon,
    blog: swBlog,
    fixtures: swFixtures,
    messages: { ...swCommonMessages, ...swBlogMessages, ...swFixturesMessages },
  },
};
