-- Availability (ADR 0028): a coach's request to a team's families, each child's answer, and the answer links' tokens (hashed).
CREATE TABLE `availability_answers` (
	`request_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`answer` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`answered_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`by_guardian_id` integer,
	`by_user_id` integer,
	`changes` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`request_id`, `player_id`),
	FOREIGN KEY (`request_id`) REFERENCES `availability_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_guardian_id`) REFERENCES `guardians`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `availability_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`team_id` integer NOT NULL,
	`fixture_id` integer,
	`training_date` text,
	`training_starts_at` text,
	`starts_at` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`deadline_at` text NOT NULL,
	`opened_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`opened_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `availability_requests_fixture_idx` ON `availability_requests` (`fixture_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `availability_requests_training_idx` ON `availability_requests` (`team_id`,`training_date`,`training_starts_at`);--> statement-breakpoint
CREATE INDEX `availability_requests_team_created_idx` ON `availability_requests` (`team_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `availability_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `availability_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `availability_tokens_token_hash_unique` ON `availability_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `availability_tokens_request_player_idx` ON `availability_tokens` (`request_id`,`player_id`);