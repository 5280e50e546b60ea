// Every table of the app. Timestamps are ISO-8601 UTC strings ("2026-11-21T08:30:00.000Z"), money is
// integer Kenyan shillings, lists are JSON text. Migrations in drizzle/ are generated from this file.
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  sqliteTable,
  text,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";

/** SQL default producing the same ISO format as Date#toISOString(). */
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(nowIso);
const updatedAt = () => text("updated_at").notNull().default(nowIso);
const stringList = (name: string) =>
  text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);
const flag = (name: string) => integer(name, { mode: "boolean" });
const id = () => integer("id").primaryKey({ autoIncrement: true });

// ---------------------------------------------------------------- club content (landing page)

export const clubStats = sqliteTable("club_stats", {
  id: id(),
  activePlayers: integer("active_players").notNull(),
  matchesWon: integer("matches_won").notNull(),
  trophies: integer("trophies").notNull(),
  yearsActive: integer("years_active").notNull(),
});

export const news = sqliteTable(
  "news",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    imageUrl: text("image_url").notNull(),
    publishedAt: text("published_at").notNull(),
    category: text("category").notNull(),
  },
  (t) => [index("news_published_at_idx").on(t.publishedAt)],
);

export const players = sqliteTable(
  "players",
  {
    id: id(),
    name: text("name").notNull(),
    position: text("position", { enum: ["Goalkeeper", "Defender", "Midfielder", "Forward"] }).notNull(),
    age: integer("age").notNull(),
    goals: integer("goals").notNull().default(0),
    assists: integer("assists").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    tackles: integer("tackles").notNull().default(0),
    bio: text("bio").notNull(),
    imageUrl: text("image_url").notNull(),
  },
  (t) => [index("players_position_idx").on(t.position)],
);

export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: id(),
    imageUrl: text("image_url").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption"),
    // Not in the old system: intrinsic size lets pages reserve space (no layout shift) and "recent
    // uploads" can be dated.
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("gallery_images_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- people and sessions

export const users = sqliteTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "staff"] }).notNull().default("staff"),
  displayName: text("display_name").notNull(),
  createdAt: createdAt(),
  lastLoginAt: text("last_login_at"),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 of the session token; the token itself lives only in the cookie / Bearer header.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

/** Generated secrets and keys (VAPID keys, …) that must survive restarts. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const staffEmails = sqliteTable("staff_emails", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  role: text("role").notNull(),
  department: text("department").notNull(),
  isActive: flag("is_active").notNull().default(true),
  accessLevel: text("access_level", { enum: ["staff", "manager", "supervisor"] })
    .notNull()
    .default("staff"),
  phone: text("phone"),
  officeLocation: text("office_location"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminEmails = sqliteTable("admin_emails", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  role: text("role").notNull(),
  permissions: stringList("permissions"),
  isActive: flag("is_active").notNull().default(true),
  lastLoginAt: text("last_login_at"),
  phone: text("phone"),
  emergencyContact: text("emergency_contact"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- academy

export const academyRegistrations = sqliteTable(
  "academy_registrations",
  {
    id: id(),
    playerName: text("player_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(), // YYYY-MM-DD
    gender: text("gender", { enum: ["male", "female"] }).notNull(),
    position: text("position").notNull(),
    experience: text("experience").notNull(),
    parentGuardianName: text("parent_guardian_name").notNull(),
    relationship: text("relationship").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    medicalConditions: text("medical_conditions"),
    allergies: text("allergies"),
    emergencyContactName: text("emergency_contact_name").notNull(),
    emergencyContactPhone: text("emergency_contact_phone").notNull(),
    trainingDays: text("training_days", { mode: "json" }).$type<string[]>().notNull(),
    goals: text("goals").notNull(),
    previousClubs: text("previous_clubs"),
    birthCertificateUrl: text("birth_certificate_url"),
    termsAgreed: flag("terms_agreed").notNull(),
    mediaConsent: flag("media_consent").notNull().default(false),
    registrationDate: text("registration_date").notNull().default(nowIso),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
  },
  (t) => [
    index("academy_registrations_status_date_idx").on(t.status, t.registrationDate),
    index("academy_registrations_date_idx").on(t.registrationDate),
  ],
);

// ---------------------------------------------------------------- push notifications

export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    subscriptionDate: text("subscription_date").notNull().default(nowIso),
    isActive: flag("is_active").notNull().default(true),
    preferences: stringList("preferences"),
  },
  (t) => [index("push_subscriptions_active_idx").on(t.isActive)],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    type: text("type", { enum: ["match", "academy", "news", "general"] }).notNull().default("general"),
    targetUrl: text("target_url"),
    imageUrl: text("image_url"),
    sentAt: text("sent_at").notNull().default(nowIso),
    scheduledFor: text("scheduled_for"),
    status: text("status").notNull().default("sent"),
    recipientCount: integer("recipient_count").notNull().default(0),
    clickCount: integer("click_count").notNull().default(0),
  },
  (t) => [index("notifications_sent_at_idx").on(t.sentAt)],
);

// ---------------------------------------------------------------- e-mail

export const emailTemplates = sqliteTable("email_templates", {
  id: id(),
  name: text("name").notNull().unique(),
  subject: text("subject").notNull(),
  content: text("content").notNull(),
  category: text("category").notNull(),
  isActive: flag("is_active").notNull().default(true),
});

export const emailLogs = sqliteTable(
  "email_logs",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    templateId: integer("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    sentAt: text("sent_at").notNull().default(nowIso),
    status: text("status", { enum: ["sent", "failed"] }).notNull(),
    errorMessage: text("error_message"),
  },
  (t) => [index("email_logs_sent_at_idx").on(t.sentAt)],
);

// ---------------------------------------------------------------- blog

export const blogCategories = sqliteTable("blog_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description"),
  color: text("color").notNull().default("#f97316"),
  icon: text("icon").notNull().default("BookOpen"),
  postCount: integer("post_count").notNull().default(0),
});

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    featuredImage: text("featured_image"),
    author: text("author").notNull(),
    category: text("category").notNull(), // a blog_categories.slug
    tags: stringList("tags"),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    publishedAt: text("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    readingTime: integer("reading_time").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
  },
  (t) => [
    index("blog_posts_status_published_idx").on(t.status, t.publishedAt),
    index("blog_posts_category_idx").on(t.category),
  ],
);

export const blogTags = sqliteTable("blog_tags", {
  id: id(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  postCount: integer("post_count").notNull().default(0),
});

export const blogComments = sqliteTable(
  "blog_comments",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    createdAt: createdAt(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => blogComments.id, {
      onDelete: "cascade",
    }),
  },
  (t) => [
    index("blog_comments_status_created_idx").on(t.status, t.createdAt),
    index("blog_comments_post_idx").on(t.postId),
  ],
);

export const blogLikes = sqliteTable(
  "blog_likes",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    ipAddress: text("ip_address").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_likes_post_idx").on(t.postId)],
);

export const blogShares = sqliteTable(
  "blog_shares",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("blog_shares_post_idx").on(t.postId)],
);

// ---------------------------------------------------------------- shop

export const merchandise = sqliteTable(
  "merchandise",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: integer("price").notNull(), // whole KES
    category: text("category", { enum: ["jersey", "shorts", "accessories", "training-gear"] }).notNull(),
    sizes: stringList("sizes"),
    colors: stringList("colors"),
    images: text("images", { mode: "json" }).$type<string[]>().notNull(),
    stock: integer("stock").notNull().default(0),
    featured: flag("featured").notNull().default(false),
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("merchandise_category_idx").on(t.category),
    index("merchandise_featured_idx").on(t.featured),
  ],
);

export const cartItems = sqliteTable(
  "cart_items",
  {
    id: id(),
    sessionId: text("session_id").notNull(),
    merchandiseId: integer("merchandise_id")
      .notNull()
      .references(() => merchandise.id, { onDelete: "cascade" }),
    size: text("size"),
    color: text("color"),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("cart_items_session_idx").on(t.sessionId)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    shippingAddress: text("shipping_address").notNull(),
    totalAmount: integer("total_amount").notNull(), // whole KES
    status: text("status").notNull().default("pending"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("orders_created_at_idx").on(t.createdAt), index("orders_status_idx").on(t.status)],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    merchandiseId: integer("merchandise_id")
      .notNull()
      .references(() => merchandise.id),
    size: text("size"),
    color: text("color"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(), // whole KES
    createdAt: createdAt(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
);

// ---------------------------------------------------------------- membership

export const fanMembers = sqliteTable(
  "fan_members",
  {
    id: id(),
    membershipNumber: text("membership_number").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone"),
    dateOfBirth: text("date_of_birth"),
    address: text("address"),
    membershipType: text("membership_type", { enum: ["regular", "premium", "vip"] })
      .notNull()
      .default("regular"),
    status: text("status").notNull().default("active"),
    joinDate: text("join_date").notNull().default(nowIso),
    expiryDate: text("expiry_date"),
    profileImage: text("profile_image"),
    emergencyContact: text("emergency_contact"),
    emergencyPhone: text("emergency_phone"),
    preferences: stringList("preferences"),
    loyaltyPoints: integer("loyalty_points").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("fan_members_join_date_idx").on(t.joinDate)],
);

export const membershipBenefits = sqliteTable(
  "membership_benefits",
  {
    id: id(),
    membershipType: text("membership_type", { enum: ["regular", "premium", "vip"] }).notNull(),
    benefitName: text("benefit_name").notNull(),
    description: text("description").notNull(),
    isActive: flag("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("membership_benefits_type_idx").on(t.membershipType)],
);

export const memberActivities = sqliteTable(
  "member_activities",
  {
    id: id(),
    memberId: integer("member_id")
      .notNull()
      .references(() => fanMembers.id, { onDelete: "cascade" }),
    activityType: text("activity_type").notNull(),
    description: text("description").notNull(),
    pointsEarned: integer("points_earned").notNull().default(0),
    activityDate: text("activity_date").notNull().default(nowIso),
  },
  (t) => [index("member_activities_member_date_idx").on(t.memberId, t.activityDate)],
);

export const exclusiveContent = sqliteTable(
  "exclusive_content",
  {
    id: id(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentType: text("content_type").notNull(),
    membershipLevel: text("membership_level", { enum: ["regular", "premium", "vip"] }).notNull(),
    imageUrl: text("image_url"),
    videoUrl: text("video_url"),
    isPublished: flag("is_published").notNull().default(false),
    publishDate: text("publish_date"),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("exclusive_content_published_idx").on(t.isPublished, t.publishDate)],
);

export type User = typeof users.$inferSelect;
export type Role = User["role"];
