CREATE INDEX `fan_members_status_expiry_idx` ON `fan_members` (`status`,`expiry_date`);--> statement-breakpoint
CREATE INDEX `fan_members_type_idx` ON `fan_members` (`membership_type`);