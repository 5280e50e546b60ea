ALTER TABLE `users` ADD `disabled_at` text;--> statement-breakpoint
CREATE INDEX `email_logs_to_sent_at_idx` ON `email_logs` (`to`,`sent_at`);