ALTER TABLE `orders` ADD `staff_confirmed_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `client_ip_hash` text;--> statement-breakpoint
CREATE INDEX `orders_client_ip_hash_idx` ON `orders` (`client_ip_hash`);