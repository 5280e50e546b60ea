CREATE TABLE `blog_post_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_post_views_unique_idx` ON `blog_post_views` (`post_id`,`day`,`visitor`);--> statement-breakpoint
CREATE INDEX `blog_post_views_day_idx` ON `blog_post_views` (`day`);--> statement-breakpoint
DROP INDEX `blog_likes_post_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `blog_likes_post_visitor_idx` ON `blog_likes` (`post_id`,`ip_address`);