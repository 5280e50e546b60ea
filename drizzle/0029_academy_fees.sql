-- Academy fees (ADR 0029): plans and their rates, bursaries, invoices, received payments and their allocations, reminders; payments (STK push) may now pay a fee invoice, so its one-purpose check is rebuilt with the table.
CREATE TABLE `bursaries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`percent` integer NOT NULL,
	`reason` text NOT NULL,
	`from_month` text NOT NULL,
	`until_month` text,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bursaries_percent" CHECK("bursaries"."percent" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX `bursaries_player_idx` ON `bursaries` (`player_id`);--> statement-breakpoint
CREATE TABLE `fee_allocations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`fee_payment_id` integer NOT NULL,
	`invoice_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`fee_payment_id`) REFERENCES `fee_payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `fee_invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "fee_allocations_amount" CHECK("fee_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX `fee_allocations_payment_idx` ON `fee_allocations` (`fee_payment_id`);--> statement-breakpoint
CREATE INDEX `fee_allocations_invoice_idx` ON `fee_allocations` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `fee_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`player_id` integer NOT NULL,
	`plan_id` integer,
	`period` text NOT NULL,
	`plan_amount` integer NOT NULL,
	`sibling_discount` integer DEFAULT 0 NOT NULL,
	`bursary_waiver` integer DEFAULT 0 NOT NULL,
	`amount` integer NOT NULL,
	`due_date` text NOT NULL,
	`settled_at` text,
	`voided_at` text,
	`mailed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`plan_id`) REFERENCES `fee_plans`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fee_invoices_amounts" CHECK("fee_invoices"."amount" >= 0 AND "fee_invoices"."amount" = "fee_invoices"."plan_amount" - "fee_invoices"."sibling_discount" - "fee_invoices"."bursary_waiver")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_invoices_player_period_idx` ON `fee_invoices` (`player_id`,`period`);--> statement-breakpoint
CREATE INDEX `fee_invoices_period_idx` ON `fee_invoices` (`period`);--> statement-breakpoint
CREATE INDEX `fee_invoices_open_idx` ON `fee_invoices` (`due_date`) WHERE settled_at IS NULL AND voided_at IS NULL;--> statement-breakpoint
CREATE TABLE `fee_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`amount` integer NOT NULL,
	`receipt` text NOT NULL,
	`paid_at` text NOT NULL,
	`payer_phone` text,
	`payer_name` text,
	`account_typed` text,
	`player_id` integer,
	`status` text NOT NULL,
	`matched_by` text,
	`source` text NOT NULL,
	`payment_id` integer,
	`reconciled_at` text,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `players`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fee_payments_amount" CHECK("fee_payments"."amount" > 0),
	CONSTRAINT "fee_payments_matched_player" CHECK(("fee_payments"."status" = 'matched') = ("fee_payments"."player_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_payments_payment_id_unique` ON `fee_payments` (`payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `fee_payments_mpesa_receipt_idx` ON `fee_payments` (`receipt`) WHERE channel <> 'cash';--> statement-breakpoint
CREATE UNIQUE INDEX `fee_payments_cash_receipt_idx` ON `fee_payments` (`receipt`) WHERE channel = 'cash';--> statement-breakpoint
CREATE INDEX `fee_payments_player_idx` ON `fee_payments` (`player_id`);--> statement-breakpoint
CREATE INDEX `fee_payments_status_paid_idx` ON `fee_payments` (`status`,`paid_at`);--> statement-breakpoint
CREATE TABLE `fee_plan_rates` (
	`plan_id` integer NOT NULL,
	`from_month` text NOT NULL,
	`amount` integer NOT NULL,
	`sibling_discount_percent` integer DEFAULT 0 NOT NULL,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`plan_id`, `from_month`),
	FOREIGN KEY (`plan_id`) REFERENCES `fee_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "fee_plan_rates_amount" CHECK("fee_plan_rates"."amount" > 0),
	CONSTRAINT "fee_plan_rates_discount" CHECK("fee_plan_rates"."sibling_discount_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE `fee_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`team_id` integer,
	`age_group` text,
	`period_kind` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "fee_plans_one_target" CHECK(("fee_plans"."team_id" IS NULL) <> ("fee_plans"."age_group" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_plans_active_team_idx` ON `fee_plans` (`team_id`) WHERE active = 1 AND team_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `fee_plans_active_age_group_idx` ON `fee_plans` (`age_group`) WHERE active = 1 AND age_group IS NOT NULL;--> statement-breakpoint
CREATE TABLE `fee_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`step` integer NOT NULL,
	`by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `fee_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fee_reminders_step_idx` ON `fee_reminders` (`invoice_id`,`step`) WHERE step > 0;--> statement-breakpoint
CREATE INDEX `fee_reminders_invoice_idx` ON `fee_reminders` (`invoice_id`,`created_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`member_id` integer,
	`fee_invoice_id` integer,
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
	`client_ip_hash` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`member_id`) REFERENCES `fan_members`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fee_invoice_id`) REFERENCES `fee_invoices`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "payments_one_purpose" CHECK(("__new_payments"."order_id" IS NOT NULL) + ("__new_payments"."member_id" IS NOT NULL) + ("__new_payments"."fee_invoice_id" IS NOT NULL) = 1)
);
--> statement-breakpoint
INSERT INTO `__new_payments`("id", "order_id", "member_id", "fee_invoice_id", "amount", "phone", "merchant_request_id", "checkout_request_id", "status", "result_code", "result_desc", "mpesa_receipt", "callback_token_hash", "settled_via", "settled_at", "last_queried_at", "client_ip_hash", "created_at", "updated_at") SELECT "id", "order_id", "member_id", NULL, "amount", "phone", "merchant_request_id", "checkout_request_id", "status", "result_code", "result_desc", "mpesa_receipt", "callback_token_hash", "settled_via", "settled_at", "last_queried_at", "client_ip_hash", "created_at", "updated_at" FROM `payments`;--> statement-breakpoint
DROP TABLE `payments`;--> statement-breakpoint
ALTER TABLE `__new_payments` RENAME TO `payments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_checkout_request_id_unique` ON `payments` (`checkout_request_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_callback_token_hash_unique` ON `payments` (`callback_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_order_idx` ON `payments` (`order_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_member_idx` ON `payments` (`member_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `payments_one_pending_invoice_idx` ON `payments` (`fee_invoice_id`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`);--> statement-breakpoint
CREATE INDEX `payments_member_idx` ON `payments` (`member_id`);--> statement-breakpoint
CREATE INDEX `payments_fee_invoice_idx` ON `payments` (`fee_invoice_id`);--> statement-breakpoint
CREATE INDEX `payments_phone_created_idx` ON `payments` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_client_created_idx` ON `payments` (`client_ip_hash`,`created_at`);