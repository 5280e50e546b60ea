ALTER TABLE `merchandise` ADD `name_sw` text;--> statement-breakpoint
ALTER TABLE `merchandise` ADD `description_sw` text;