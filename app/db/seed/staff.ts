// Staff and administrator e-mail records for a fresh database; the staff come from the club config.
import { administrativeStaff } from "~/config/club-staff";
import type { adminEmails, staffEmails } from "~/db/schema";

const accessLevels: Record<string, "staff" | "manager" | "supervisor"> = {
  "General Manager": "supervisor",
  "Finance Manager": "manager",
  "Operations Manager": "manager",
};

export const seedStaffEmails: (typeof staffEmails.$inferInsert)[] = administrativeStaff.map((member) => ({
  name: member.name,
  email: member.email,
  role: member.position,
  department: member.department,
  phone: member.phone,
  accessLevel: accessLevels[member.position] ?? "staff",
  officeLocation: "Club Office, Rising Stars Training Ground, Ngong Road",
  isActive: true,
}));

export const seedAdminEmails: (typeof adminEmails.$inferInsert)[] = [
  {
    name: "Daniel Kiptoo Rotich",
    email: "admin@risingstarsfc.co.ke",
    role: "System Administrator",
    permissions: ["system_admin", "user_management", "content_management", "email_management"],
    phone: "+254 701 552 184",
    emergencyContact: "Ruth Rotich (spouse), +254 702 661 390",
    isActive: true,
  },
  {
    name: "Lucy Njeri Waweru",
    email: "lucy.waweru@risingstarsfc.co.ke",
    role: "Content Administrator",
    permissions: ["content_management", "email_management"],
    phone: "+254 724 908 417",
    emergencyContact: "Joseph Waweru (brother), +254 725 310 276",
    isActive: true,
  },
  {
    name: "Joseph Maina Kuria",
    email: "joseph.kuria@risingstarsfc.co.ke",
    role: "Membership Administrator",
    permissions: ["user_management", "email_management"],
    phone: "+254 790 143 662",
    emergencyContact: "Agnes Kuria (mother), +254 791 228 504",
    isActive: true,
  },
];
