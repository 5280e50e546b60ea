-- Match squads, what each family was told, assists and player of the match, training attendance (ADR 0028); the reminder marker on requests and a squad size per competition.
CREATE TABLE `match_contributions` (
	`fixture_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`assists` integer DEFAULT 0 NOT NULL,
	`player_of_the_match` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`fixture_id`, `player_id`),
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `match_contributions_player_idx` ON `match_contributions` (`player_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `match_contributions_potm_idx` ON `match_contributions` (`fixture_id`) WHERE "match_contributions"."player_of_the_match" = 1;--> statement-breakpoint
CREATE TABLE `match_squad_notices` (
	`fixture_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`told` text NOT NULL,
	`told_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`fixture_id`, `player_id`),
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `match_squads` (
	`fixture_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`selected_by_user_id` integer,
	`selected_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`fixture_id`, `player_id`),
	FOREIGN KEY (`fixture_id`) REFERENCES `fixtures`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`selected_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `match_squads_player_idx` ON `match_squads` (`player_id`);--> statement-breakpoint
CREATE TABLE `training_attendance` (
	`team_id` integer NOT NULL,
	`training_date` text NOT NULL,
	`training_starts_at` text NOT NULL,
	`player_id` integer NOT NULL,
	`present` integer NOT NULL,
	`recorded_by_user_id` integer,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`team_id`, `training_date`, `training_starts_at`, `player_id`),
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `training_attendance_player_idx` ON `training_attendance` (`player_id`,`training_date`);--> statement-breakpoint
ALTER TABLE `availability_requests` ADD `reminded_at` text;--> statement-breakpoint
ALTER TABLE `competitions` ADD `squad_size_max` integer;