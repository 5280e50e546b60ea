CREATE TABLE `sponsors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`tier` text NOT NULL,
	`website_url` text,
	`logo_url` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sponsors_tier_name_idx` ON `sponsors` (`tier`,`name`);--> statement-breakpoint
CREATE INDEX `sponsors_active_idx` ON `sponsors` (`is_active`);