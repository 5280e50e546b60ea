DROP INDEX `email_templates_name_unique`;--> statement-breakpoint
ALTER TABLE `email_templates` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_name_language_idx` ON `email_templates` (`name`,`language`);--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `fan_members` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `language` text DEFAULT 'en' NOT NULL;