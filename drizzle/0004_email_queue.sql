ALTER TABLE `email_logs` ADD `text_body` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `html_body` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `reply_to` text;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `next_attempt_at` text;--> statement-breakpoint
CREATE INDEX `email_logs_status_next_idx` ON `email_logs` (`status`,`next_attempt_at`);