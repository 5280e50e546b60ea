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
CREATE INDEX `member_sign_in_requests_created_idx` ON `member_sign_in_requests` (`created_at`);