DROP INDEX `transactions_scope_booking_idx`;--> statement-breakpoint
DROP INDEX `transactions_scope_retailer_idx`;--> statement-breakpoint
DROP INDEX `transactions_scope_category_idx`;--> statement-breakpoint
CREATE INDEX `transactions_scope_booking_idx` ON `transactions` (`publisher_id`,`env`,`booking_time`,`transaction_type`,`amount`);--> statement-breakpoint
CREATE INDEX `transactions_scope_retailer_idx` ON `transactions` (`publisher_id`,`env`,`retailer_id`,`booking_time`,`transaction_type`,`amount`);--> statement-breakpoint
CREATE INDEX `transactions_scope_category_idx` ON `transactions` (`publisher_id`,`env`,`category`,`booking_time`,`transaction_type`,`amount`);--> statement-breakpoint
ALTER TABLE `retailers` ADD `live_transaction_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `retailers` ADD `sandbox_transaction_count` integer DEFAULT 0 NOT NULL;