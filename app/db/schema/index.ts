// Every table of the app, one file per area. Import tables from "~/db/schema" (this file); drizzle-kit
// reads it too (drizzle.config.ts) and generates the migrations in drizzle/ from it. A new area file must
// be re-exported here, or its tables get no migration and no typed queries.
// Conventions for every area (see ./columns.ts): timestamps are ISO-8601 UTC strings, money is integer
// Kenyan shillings, lists are JSON text.
export * from "./academy";
export * from "./analytics";
export * from "./audit";
export * from "./auth";
export * from "./availability";
export * from "./blog";
export * from "./contact";
export * from "./content";
export * from "./email";
export * from "./fees";
export * from "./fixtures";
export * from "./gallery";
export * from "./match-record";
export * from "./membership";
export * from "./payments";
export * from "./push";
export * from "./settings";
export * from "./shop";
export * from "./sign-in";
export * from "./sponsors";
export * from "./squads";
export * from "./staff";
