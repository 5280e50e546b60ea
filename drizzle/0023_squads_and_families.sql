CREATE TABLE `sign_in_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`signed_out_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_links_token_hash_unique` ON `sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_links_email_idx` ON `sign_in_links` (`email`);--> statement-breakpoint
CREATE TABLE `sign_in_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`address_hash` text NOT NULL,
	`ip_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_requests_address_idx` ON `sign_in_requests` (`address_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `sign_in_requests_ip_idx` ON `sign_in_requests` (`ip_hash`,`created_at`);--> statement-breakpoint
CREATE INDEX `sign_in_requests_created_idx` ON `sign_in_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `fixture_notes` (
	`fixture_id` integer PRIMARY KEY NOT NULL,
	`what_to_bring` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `guardian_email_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`guardian_id` integer NOT NULL,
	`new_email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`guardian_id`) REFERENCES `guardians`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardian_email_changes_token_hash_unique` ON `guardian_email_changes` (`token_hash`);--> statement-breakpoint
CREATE INDEX `guardian_email_changes_guardian_idx` ON `guardian_email_changes` (`guardian_id`);--> statement-breakpoint
CREATE TABLE `guardians` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guardians_email_unique` ON `guardians` (`email`);--> statement-breakpoint
CREATE TABLE `player_guardians` (
	`player_id` integer NOT NULL,
	`guardian_id` integer NOT NULL,
	`relationship` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`player_id`, `guardian_id`),
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guardian_id`) REFERENCES `guardians`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_guardians_guardian_idx` ON `player_guardians` (`guardian_id`);--> statement-breakpoint
CREATE TABLE `team_coaches` (
	`team_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`team_id`, `user_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `team_coaches_user_idx` ON `team_coaches` (`user_id`);--> statement-breakpoint
CREATE TABLE `team_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`author_user_id` integer,
	`author_name` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `team_messages_team_created_idx` ON `team_messages` (`team_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `team_messages_author_created_idx` ON `team_messages` (`author_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `team_moves` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`from_team_id` integer,
	`to_team_id` integer,
	`moved_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`by_user_id` integer,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`to_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `team_moves_player_idx` ON `team_moves` (`player_id`,`moved_at`);--> statement-breakpoint
CREATE TABLE `training_cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`date` text NOT NULL,
	`starts_at` text NOT NULL,
	`reason` text NOT NULL,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_cancellations_session_idx` ON `training_cancellations` (`team_id`,`date`,`starts_at`);--> statement-breakpoint
ALTER TABLE `players` ADD `kind` text DEFAULT 'senior' NOT NULL;--> statement-breakpoint
ALTER TABLE `players` ADD `date_of_birth` text;--> statement-breakpoint
ALTER TABLE `players` ADD `gender` text;--> statement-breakpoint
ALTER TABLE `players` ADD `registration_id` integer;--> statement-breakpoint
ALTER TABLE `players` ADD `media_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `players` ADD `archived_at` text;--> statement-breakpoint
ALTER TABLE `players` ADD `erased_at` text;--> statement-breakpoint
CREATE INDEX `players_kind_idx` ON `players` (`kind`,`archived_at`);--> statement-breakpoint
CREATE INDEX `players_registration_idx` ON `players` (`registration_id`);