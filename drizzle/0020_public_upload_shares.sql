CREATE TABLE `public_uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_key` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `public_uploads_client_created_idx` ON `public_uploads` (`client_key`,`created_at`);--> statement-breakpoint
CREATE INDEX `public_uploads_created_idx` ON `public_uploads` (`created_at`);