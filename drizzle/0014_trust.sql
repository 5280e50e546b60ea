CREATE TABLE `member_sign_in_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`signed_out_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `fan_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_sign_in_links_token_hash_unique` ON `member_sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `member_sign_in_links_member_idx` ON `member_sign_in_links` (`member_id`);--> statement-breakpoint
CREATE TABLE `member_sign_in_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`address_hash` text NOT NULL,
	`ip_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `member_sign_in_requests_address_idx` ON `member_sign_in_requests` (`address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `member_sign_in_requests_ip_idx` ON `member_sign_in_requests` (`ip_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `member_sign_in_requests_created_idx` ON `member_sign_in_requests` (`created_at`);--> statement-breakpoint
DROP INDEX `email_logs_to_sent_at_idx`;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `email_logs_to_lower_sent_at_idx` ON `email_logs` (lower("to"),`sent_at`);--> statement-breakpoint
CREATE INDEX `email_logs_client_ip_sent_at_idx` ON `email_logs` (`client_ip`,`sent_at`);--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `academy_registrations_client_ip_date_idx` ON `academy_registrations` (`client_ip`,`registration_date`);--> statement-breakpoint
ALTER TABLE `orders` ADD `staff_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_ip_hash` text;--> statement-breakpoint
CREATE INDEX `orders_client_ip_hash_idx` ON `orders` (`client_ip_hash`);--> statement-breakpoint
-- Orders already open when stock holds began were taken under the old rules: they count as confirmed,
-- so the first hold sweep does not cancel them.
UPDATE `orders` SET `staff_confirmed_at` = `updated_at` WHERE `status` = 'pending' AND `staff_confirmed_at` IS NULL;--> statement-breakpoint
-- The membership number and e-mail no longer open members-only content (members sign in by link):
-- the welcome mail stops saying so where staff have not rewritten that sentence.
UPDATE `email_templates` SET `content` = replace(`content`, 'Keep it handy: with it and this e-mail address you can look up your membership and read members-only content on the Fan Membership page of our website.', 'Keep it handy for the club office.') WHERE `name` = 'Membership Welcome';
