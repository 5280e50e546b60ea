ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'pay-on-delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `cart_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `access_token_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_at` text;--> statement-breakpoint
CREATE INDEX `merchandise_status_idx` ON `merchandise` (`status`);