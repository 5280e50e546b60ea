// Staff and administrator e-mail records for the staff e-mails area.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, stringList, updatedAt } from "./columns";

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
