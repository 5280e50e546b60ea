// Sign-in by e-mailed link, for everyone who has no password: fan members and guardians. A link is for an
// e-mail address, not for one kind of account, so a guardian who is also a fan member signs in once and
// is both. The link carries a random token; only its SHA-256 is stored, so a copy of the database opens
// nothing. A link works once (used_at) before expires_at; the sign-in cookie names the link it came from,
// and signing out revokes that link's sign-in.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

export const signInLinks = sqliteTable(
  "sign_in_links",
  {
    id: id(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    signedOutAt: text("signed_out_at"),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_links_email_idx").on(t.email)],
);

// Every sign-in link request, for anyone or no one, for the per-address and per-client limits. The address
// and the client are kept only as SHA-256 hashes, and rows older than the window are deleted as new ones come.
export const signInRequests = sqliteTable(
  "sign_in_requests",
  {
    id: id(),
    addressHash: text("address_hash").notNull(),
    ipHash: text("ip_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sign_in_requests_address_idx").on(t.addressHash, t.createdAt),
    index("sign_in_requests_ip_idx").on(t.ipHash, t.createdAt),
    index("sign_in_requests_created_idx").on(t.createdAt),
  ],
);
