-- Custom migration (drizzle-kit generate --custom): a trigram full-text index over the fields the
-- academy admin searches (player, parent/guardian, e-mail), kept in step by triggers. Substring
-- search then reads the index instead of scanning every registration. See docs/decisions/0006.
CREATE VIRTUAL TABLE `academy_registrations_search` USING fts5(
	`player_name`, `parent_guardian_name`, `email`,
	content='academy_registrations', content_rowid='id', tokenize='trigram case_sensitive 0'
);
--> statement-breakpoint
CREATE TRIGGER `academy_registrations_search_insert` AFTER INSERT ON `academy_registrations` BEGIN
	INSERT INTO `academy_registrations_search`(rowid, `player_name`, `parent_guardian_name`, `email`)
	VALUES (new.`id`, new.`player_name`, new.`parent_guardian_name`, new.`email`);
END;
--> statement-breakpoint
CREATE TRIGGER `academy_registrations_search_delete` AFTER DELETE ON `academy_registrations` BEGIN
	INSERT INTO `academy_registrations_search`(`academy_registrations_search`, rowid, `player_name`, `parent_guardian_name`, `email`)
	VALUES ('delete', old.`id`, old.`player_name`, old.`parent_guardian_name`, old.`email`);
END;
--> statement-breakpoint
CREATE TRIGGER `academy_registrations_search_update` AFTER UPDATE OF `player_name`, `parent_guardian_name`, `email` ON `academy_registrations` BEGIN
	INSERT INTO `academy_registrations_search`(`academy_registrations_search`, rowid, `player_name`, `parent_guardian_name`, `email`)
	VALUES ('delete', old.`id`, old.`player_name`, old.`parent_guardian_name`, old.`email`);
	INSERT INTO `academy_registrations_search`(rowid, `player_name`, `parent_guardian_name`, `email`)
	VALUES (new.`id`, new.`player_name`, new.`parent_guardian_name`, new.`email`);
END;
--> statement-breakpoint
INSERT INTO `academy_registrations_search`(`academy_registrations_search`) VALUES ('rebuild');
