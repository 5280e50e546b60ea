DROP INDEX `email_logs_to_sent_at_idx`;--> statement-breakpoint
ALTER TABLE `email_logs` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `email_logs_to_lower_sent_at_idx` ON `email_logs` (lower("to"),`sent_at`);--> statement-breakpoint
CREATE INDEX `email_logs_client_ip_sent_at_idx` ON `email_logs` (`client_ip`,`sent_at`);--> statement-breakpoint
ALTER TABLE `academy_registrations` ADD `client_ip` text;--> statement-breakpoint
CREATE INDEX `academy_registrations_client_ip_date_idx` ON `academy_registrations` (`client_ip`,`registration_date`);