DROP INDEX `academy_registrations_player_name_idx`;--> statement-breakpoint
DROP INDEX `academy_registrations_parent_name_idx`;--> statement-breakpoint
CREATE INDEX `academy_registrations_player_name_status_idx` ON `academy_registrations` ("player_name" COLLATE NOCASE,`status`);--> statement-breakpoint
CREATE INDEX `academy_registrations_parent_name_player_status_idx` ON `academy_registrations` ("parent_guardian_name" COLLATE NOCASE,"player_name" COLLATE NOCASE,`status`);