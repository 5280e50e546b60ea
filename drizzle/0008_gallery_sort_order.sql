ALTER TABLE `gallery_images` ADD `sort_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `gallery_images_sort_order_idx` ON `gallery_images` (`sort_order`,`id`);