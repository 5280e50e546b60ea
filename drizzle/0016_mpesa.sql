CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`member_id` integer,
	`amount` integer NOT NULL,
	`phone` text NOT NULL,
	`merchant_request_id` text,
	`checkout_request_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`result_code` integer,
	`result_desc` text,
	`mpesa_receipt` text,
	`callback_token_hash` text NOT NULL,
	`settled_via` text,
	`settled_at` text,
	`last_queried_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `fan_members`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_one_purpose" CHECK(("payments"."order_id" IS NULL) <> ("payments"."member_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_request_id_unique` ON `payments` (`checkout_request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_callback_token_hash_unique` ON `payments` (`callback_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_order_idx` ON `payments` (`order_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_member_idx` ON `payments` (`member_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_member_idx` ON `payments` (`member_id`);--> statement-breakpoint
-- The order confirmation's "How to pay" sentence now comes whole from the payment choice (the order
-- number reminder moved into the pay-on-delivery text).
UPDATE `email_templates` SET `content` = replace(`content`, 'How to pay: {{payment}} Please have the order number #{{orderId}} ready.', 'How to pay: {{payment}}') WHERE `name` = 'Order Confirmation';
--> statement-breakpoint
-- The office's New Order mail says how the customer chose to pay (on delivery, or now with M-Pesa)
-- instead of always "pay on delivery"; a template edited by hand without that sentence is left alone.
UPDATE `email_templates` SET `content` = replace(`content`, 'Total: {{total}} (pay on delivery or at the club office)', 'Total: {{total}} ({{paymentChoice}})') WHERE `name` = 'New Order';