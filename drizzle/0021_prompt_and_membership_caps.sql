ALTER TABLE `fan_members` ADD `client_ip_hash` text;--> statement-breakpoint
CREATE INDEX `fan_members_client_created_idx` ON `fan_members` (`client_ip_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `payments` ADD `client_ip_hash` text;--> statement-breakpoint
CREATE INDEX `payments_phone_created_idx` ON `payments` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_client_created_idx` ON `payments` (`client_ip_hash`,`created_at`);