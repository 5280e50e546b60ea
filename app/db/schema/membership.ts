// Fan membership: members, the benefits of each tier, members' activity and members-only content.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, language, nowIso, stringList, updatedAt } from "./columns";

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
    // The language the fan joined in: their club mails are written in it.
    language: language(),
    // Who registered it, as a keyed hash of the client (app/utils/client-key.server.ts): counts the paid
    // memberships one client registers (PAID_MEMBERSHIPS_PER_IP); never shown or sent anywhere.
    clientIpHash: text("client_ip_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("fan_members_join_date_idx").on(t.joinDate),
    index("fan_members_client_created_idx").on(t.clientIpHash, t.createdAt),
    // The members admin filters by status (and expiry, for lapsed memberships) and by tier.
    index("fan_members_status_expiry_idx").on(t.status, t.expiryDate),
    index("fan_members_type_idx").on(t.membershipType),
  ],
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
