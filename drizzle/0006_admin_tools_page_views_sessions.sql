CREATE TABLE `page_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`route_id` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`)
);
--> statement-breakpoint
CREATE INDEX `page_views_route_day_idx` ON `page_views` (`route_id`,`day`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` text;