-- End-user ids are the publisher's own, scoped to the publisher and partition (issue 46 item 4, decision 0041). `end_users`
-- was keyed by `id` alone, so one tenant's id was refused to every other ("already in use elsewhere"), which also told them it
-- existed. Now its key is (`publisher_id`, `env`, `id`), and the seven tables that name an end user point at it with that key:
-- the five with scope columns already, and `end_user_tiers` and `programme_offer_users`, which gain them (filled from their end
-- user). The indexes that find an end user's rows lead with the scope, so an end user's page skips along their own rows only.
-- SQLite changes a key by rebuilding the table: each is created anew, its rows copied with their rowids (the lists' fence
-- posts keep rowids), the old one dropped and the new one renamed, with foreign keys off (migrateDatabase). The triggers on
-- these tables and those naming them (counters, rollups, list posts) and the spend view are dropped first and made again
-- exactly as before, except the end-user counts of migration 0022, which now find the end user in the row's own scope.
DROP VIEW `transaction_spend_periods`;
--> statement-breakpoint
DROP TRIGGER `transactions_count_retailer_delete`;
--> statement-breakpoint
DROP TRIGGER `transactions_count_retailer_update`;
--> statement-breakpoint
DROP TRIGGER `transactions_count_retailer_insert`;
--> statement-breakpoint
DROP TRIGGER `transactions_scope_count_delete`;
--> statement-breakpoint
DROP TRIGGER `cashback_scope_count_delete`;
--> statement-breakpoint
DROP TRIGGER `cashback_scope_count_status`;
--> statement-breakpoint
DROP TRIGGER `transactions_spend_rollup_insert`;
--> statement-breakpoint
DROP TRIGGER `transactions_spend_rollup_delete`;
--> statement-breakpoint
DROP TRIGGER `transactions_spend_rollup_update_old`;
--> statement-breakpoint
DROP TRIGGER `transactions_spend_rollup_update_new`;
--> statement-breakpoint
DROP TRIGGER `transactions_scope_count_insert`;
--> statement-breakpoint
DROP TRIGGER `cashback_scope_count_insert`;
--> statement-breakpoint
DROP TRIGGER `transactions_list_posts_delete`;
--> statement-breakpoint
DROP TRIGGER `transactions_list_posts_update`;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_delete`;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_update`;
--> statement-breakpoint
DROP TRIGGER `transaction_list_posts_cut`;
--> statement-breakpoint
DROP TRIGGER `transaction_list_posts_split`;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_cut`;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_split`;
--> statement-breakpoint
DROP TRIGGER `cashback_rollup_insert`;
--> statement-breakpoint
DROP TRIGGER `cashback_rollup_delete`;
--> statement-breakpoint
DROP TRIGGER `cashback_rollup_update`;
--> statement-breakpoint
DROP TRIGGER `end_user_transactions_insert`;
--> statement-breakpoint
DROP TRIGGER `end_user_transactions_delete`;
--> statement-breakpoint
DROP TRIGGER `end_user_transactions_move`;
--> statement-breakpoint
DROP TRIGGER `end_user_cashback_insert`;
--> statement-breakpoint
DROP TRIGGER `end_user_cashback_delete`;
--> statement-breakpoint
DROP TRIGGER `end_user_cashback_move`;
--> statement-breakpoint
DROP TRIGGER `bank_connections_scope_count_insert`;
--> statement-breakpoint
DROP TRIGGER `bank_connections_scope_count_delete`;
--> statement-breakpoint
DROP TRIGGER `bank_connections_scope_count_move`;
--> statement-breakpoint
DROP TRIGGER `customer_tier_members_insert`;
--> statement-breakpoint
DROP TRIGGER `customer_tier_members_delete`;
--> statement-breakpoint
DROP TRIGGER `customer_tier_members_move`;
--> statement-breakpoint
DROP TRIGGER `transactions_list_posts_insert`;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_insert`;
--> statement-breakpoint
CREATE TABLE `__new_end_users` (
	`id` text NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`created_on` integer NOT NULL,
	`last_active_on` integer NOT NULL, `transaction_count` integer NOT NULL DEFAULT 0, `cashback_count` integer NOT NULL DEFAULT 0,
	PRIMARY KEY(`publisher_id`, `env`, `id`),
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_end_users` (rowid, `id`, `publisher_id`, `env`, `created_on`, `last_active_on`, `transaction_count`, `cashback_count`) SELECT rowid, `id`, `publisher_id`, `env`, `created_on`, `last_active_on`, `transaction_count`, `cashback_count` FROM `end_users`;
--> statement-breakpoint
CREATE TABLE `__new_end_user_tiers` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`end_user_id` text NOT NULL,
	`tier_id` text NOT NULL,
	`added_on` integer NOT NULL,
	PRIMARY KEY(`publisher_id`, `env`, `end_user_id`, `tier_id`),
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `customer_tiers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_end_user_tiers` (rowid, `publisher_id`, `env`, `end_user_id`, `tier_id`, `added_on`)
  SELECT m.rowid, e.`publisher_id`, e.`env`, m.`end_user_id`, m.`tier_id`, m.`added_on` FROM `end_user_tiers` m JOIN `end_users` e ON e.`id` = m.`end_user_id`;
--> statement-breakpoint
CREATE TABLE `__new_programme_offer_users` (
	`programme_offer_id` text NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`end_user_id` text NOT NULL,
	PRIMARY KEY(`programme_offer_id`, `end_user_id`),
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_programme_offer_users` (rowid, `programme_offer_id`, `publisher_id`, `env`, `end_user_id`)
  SELECT u.rowid, u.`programme_offer_id`, e.`publisher_id`, e.`env`, u.`end_user_id` FROM `programme_offer_users` u JOIN `end_users` e ON e.`id` = u.`end_user_id`;
--> statement-breakpoint
CREATE TABLE `__new_bank_connections` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`account_id` text NOT NULL,
	`end_user_id` text NOT NULL,
	`bank_name` text NOT NULL,
	`bank_logo` text NOT NULL,
	`is_active` integer NOT NULL,
	`created_on` integer NOT NULL,
	`last_accessed_on` integer NOT NULL,
	`expires_on` integer NOT NULL,
	`renewed_on` integer,
	`disconnected_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_bank_connections` (rowid, `id`, `publisher_id`, `env`, `account_id`, `end_user_id`, `bank_name`, `bank_logo`, `is_active`, `created_on`, `last_accessed_on`, `expires_on`, `renewed_on`, `disconnected_on`) SELECT rowid, `id`, `publisher_id`, `env`, `account_id`, `end_user_id`, `bank_name`, `bank_logo`, `is_active`, `created_on`, `last_accessed_on`, `expires_on`, `renewed_on`, `disconnected_on` FROM `bank_connections`;
--> statement-breakpoint
CREATE TABLE `__new_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`internal_transaction_id` text NOT NULL,
	`transaction_type` text NOT NULL,
	`end_user_id` text NOT NULL,
	`bank_connection_id` text,
	`booking_time` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text NOT NULL,
	`mid` text,
	`retailer_id` text,
	`channel_id` text,
	`merchant_name` text,
	`merchant_logo` text,
	`merchant_website` text,
	`labels` text NOT NULL,
	`confidence` real,
	`category` text,
	`upload_id` text,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_connection_id`) REFERENCES `bank_connections`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`upload_id`) REFERENCES `transaction_uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_transactions` (rowid, `id`, `publisher_id`, `env`, `internal_transaction_id`, `transaction_type`, `end_user_id`, `bank_connection_id`, `booking_time`, `amount`, `currency`, `description`, `mid`, `retailer_id`, `channel_id`, `merchant_name`, `merchant_logo`, `merchant_website`, `labels`, `confidence`, `category`, `upload_id`, `created_on`) SELECT rowid, `id`, `publisher_id`, `env`, `internal_transaction_id`, `transaction_type`, `end_user_id`, `bank_connection_id`, `booking_time`, `amount`, `currency`, `description`, `mid`, `retailer_id`, `channel_id`, `merchant_name`, `merchant_logo`, `merchant_website`, `labels`, `confidence`, `category`, `upload_id`, `created_on` FROM `transactions`;
--> statement-breakpoint
CREATE TABLE `__new_cashback` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`transaction_id` text,
	`transaction_amount` integer,
	`programme_offer_id` text,
	`offer_id` text NOT NULL,
	`retailer_id` text NOT NULL,
	`end_user_id` text NOT NULL,
	`status` text NOT NULL,
	`end_user_cashback_receivable` integer NOT NULL,
	`publisher_cashback_receivable` integer NOT NULL,
	`currency` text NOT NULL,
	`declined_reason` text,
	`generation` text DEFAULT 'ORIGINAL' NOT NULL,
	`support_ticket_id` text,
	`created_on` integer NOT NULL,
	`being_verified_on` integer,
	`verified_on` integer,
	`received_on` integer,
	`paid_on` integer,
	`declined_on` integer,
	`disqualified_on` integer,
	`next_transition_on` integer,
	`payout_id` text,
	`updated_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`support_ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_cashback` (rowid, `id`, `publisher_id`, `env`, `transaction_id`, `transaction_amount`, `programme_offer_id`, `offer_id`, `retailer_id`, `end_user_id`, `status`, `end_user_cashback_receivable`, `publisher_cashback_receivable`, `currency`, `declined_reason`, `generation`, `support_ticket_id`, `created_on`, `being_verified_on`, `verified_on`, `received_on`, `paid_on`, `declined_on`, `disqualified_on`, `next_transition_on`, `payout_id`, `updated_on`) SELECT rowid, `id`, `publisher_id`, `env`, `transaction_id`, `transaction_amount`, `programme_offer_id`, `offer_id`, `retailer_id`, `end_user_id`, `status`, `end_user_cashback_receivable`, `publisher_cashback_receivable`, `currency`, `declined_reason`, `generation`, `support_ticket_id`, `created_on`, `being_verified_on`, `verified_on`, `received_on`, `paid_on`, `declined_on`, `disqualified_on`, `next_transition_on`, `payout_id`, `updated_on` FROM `cashback`;
--> statement-breakpoint
CREATE TABLE `__new_offer_activations` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`end_user_id` text NOT NULL,
	`programme_offer_id` text NOT NULL,
	`offer_id` text NOT NULL,
	`activation_date` integer NOT NULL,
	`expiry_date` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_offer_activations` (rowid, `id`, `publisher_id`, `env`, `end_user_id`, `programme_offer_id`, `offer_id`, `activation_date`, `expiry_date`) SELECT rowid, `id`, `publisher_id`, `env`, `end_user_id`, `programme_offer_id`, `offer_id`, `activation_date`, `expiry_date` FROM `offer_activations`;
--> statement-breakpoint
CREATE TABLE `__new_support_tickets` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`end_user_id` text NOT NULL,
	`transaction_id` text,
	`transaction_description` text,
	`program_offer_requested_id` text,
	`support_level` text NOT NULL,
	`resolved` integer DEFAULT false NOT NULL,
	`end_user_message` text NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	`resolved_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_id`,`env`,`end_user_id`) REFERENCES `end_users`(`publisher_id`,`env`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`program_offer_requested_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_support_tickets` (rowid, `id`, `publisher_id`, `env`, `end_user_id`, `transaction_id`, `transaction_description`, `program_offer_requested_id`, `support_level`, `resolved`, `end_user_message`, `created_on`, `updated_on`, `resolved_on`) SELECT rowid, `id`, `publisher_id`, `env`, `end_user_id`, `transaction_id`, `transaction_description`, `program_offer_requested_id`, `support_level`, `resolved`, `end_user_message`, `created_on`, `updated_on`, `resolved_on` FROM `support_tickets`;
--> statement-breakpoint
DROP TABLE `end_users`;
--> statement-breakpoint
DROP TABLE `end_user_tiers`;
--> statement-breakpoint
DROP TABLE `programme_offer_users`;
--> statement-breakpoint
DROP TABLE `bank_connections`;
--> statement-breakpoint
DROP TABLE `transactions`;
--> statement-breakpoint
DROP TABLE `cashback`;
--> statement-breakpoint
DROP TABLE `offer_activations`;
--> statement-breakpoint
DROP TABLE `support_tickets`;
--> statement-breakpoint
ALTER TABLE `__new_end_users` RENAME TO `end_users`;
--> statement-breakpoint
ALTER TABLE `__new_end_user_tiers` RENAME TO `end_user_tiers`;
--> statement-breakpoint
ALTER TABLE `__new_programme_offer_users` RENAME TO `programme_offer_users`;
--> statement-breakpoint
ALTER TABLE `__new_bank_connections` RENAME TO `bank_connections`;
--> statement-breakpoint
ALTER TABLE `__new_transactions` RENAME TO `transactions`;
--> statement-breakpoint
ALTER TABLE `__new_cashback` RENAME TO `cashback`;
--> statement-breakpoint
ALTER TABLE `__new_offer_activations` RENAME TO `offer_activations`;
--> statement-breakpoint
ALTER TABLE `__new_support_tickets` RENAME TO `support_tickets`;
--> statement-breakpoint
CREATE INDEX `end_user_tiers_tier_idx` ON `end_user_tiers` (`tier_id`);
--> statement-breakpoint
CREATE INDEX `end_users_scope_created_idx` ON `end_users` (`publisher_id`,`env`,`created_on`);
--> statement-breakpoint
CREATE INDEX `end_users_scope_active_idx` ON `end_users` (`publisher_id`,`env`,`last_active_on`);
--> statement-breakpoint
CREATE INDEX `programme_offer_users_user_idx` ON `programme_offer_users` (`publisher_id`,`env`,`end_user_id`);
--> statement-breakpoint
CREATE INDEX `bank_connections_user_idx` ON `bank_connections` (`publisher_id`,`env`,`end_user_id`);
--> statement-breakpoint
CREATE INDEX `bank_connections_expiry_idx` ON `bank_connections` (`is_active`,`expires_on`);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_scope_ref_uq` ON `transactions` (`publisher_id`,`env`,`internal_transaction_id`);
--> statement-breakpoint
CREATE INDEX `transactions_scope_created_idx` ON `transactions` (`publisher_id`,`env`,`created_on`);
--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`publisher_id`,`env`,`end_user_id`,`booking_time`);
--> statement-breakpoint
CREATE INDEX `transactions_upload_idx` ON `transactions` (`upload_id`);
--> statement-breakpoint
CREATE INDEX `cashback_scope_status_idx` ON `cashback` (`publisher_id`,`env`,`status`,`created_on`);
--> statement-breakpoint
CREATE INDEX `cashback_scope_retailer_idx` ON `cashback` (`publisher_id`,`env`,`retailer_id`,`created_on`);
--> statement-breakpoint
CREATE INDEX `cashback_transaction_idx` ON `cashback` (`transaction_id`);
--> statement-breakpoint
CREATE INDEX `cashback_user_idx` ON `cashback` (`publisher_id`,`env`,`end_user_id`,`created_on`);
--> statement-breakpoint
CREATE INDEX `cashback_programme_offer_idx` ON `cashback` (`programme_offer_id`);
--> statement-breakpoint
CREATE INDEX `cashback_next_transition_idx` ON `cashback` (`next_transition_on`);
--> statement-breakpoint
CREATE INDEX `offer_activations_user_idx` ON `offer_activations` (`publisher_id`,`env`,`end_user_id`,`activation_date`);
--> statement-breakpoint
CREATE INDEX `offer_activations_po_idx` ON `offer_activations` (`programme_offer_id`);
--> statement-breakpoint
CREATE INDEX `support_tickets_scope_created_idx` ON `support_tickets` (`publisher_id`,`env`,`resolved`,`created_on`);
--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`publisher_id`,`env`,`end_user_id`);
--> statement-breakpoint
CREATE INDEX `support_tickets_transaction_idx` ON `support_tickets` (`transaction_id`);
--> statement-breakpoint
CREATE INDEX `transactions_scope_booking_idx` ON `transactions` (`publisher_id`,`env`,`booking_time`,`transaction_type`,`amount`);
--> statement-breakpoint
CREATE INDEX `transactions_scope_retailer_idx` ON `transactions` (`publisher_id`,`env`,`retailer_id`,`booking_time`,`transaction_type`,`amount`);
--> statement-breakpoint
CREATE INDEX `transactions_scope_category_idx` ON `transactions` (`publisher_id`,`env`,`category`,`booking_time`,`transaction_type`,`amount`);
--> statement-breakpoint
CREATE INDEX `transactions_bank_connection_idx` ON `transactions` (`bank_connection_id`) WHERE `bank_connection_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `cashback_support_ticket_idx` ON `cashback` (`support_ticket_id`) WHERE `support_ticket_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `cashback_scope_newest_status_idx` ON `cashback` (`publisher_id`,`env`,`created_on`,`status`);
--> statement-breakpoint
CREATE INDEX `cashback_payout_idx` ON `cashback` (`payout_id`,`end_user_cashback_receivable`,`publisher_cashback_receivable`) WHERE `payout_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `bank_connections_scope_created_idx` ON `bank_connections` (`publisher_id`,`env`,`created_on`,`id`);
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_delete` AFTER DELETE ON `transactions`
WHEN OLD.`retailer_id` IS NOT NULL
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = max(0, `live_transaction_count` - (OLD.`env` = 'live')),
      `sandbox_transaction_count` = max(0, `sandbox_transaction_count` - (OLD.`env` = 'sandbox'))
  WHERE `id` = OLD.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_update` AFTER UPDATE OF `retailer_id`, `env` ON `transactions`
WHEN OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`env` IS NOT NEW.`env`
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = max(0, `live_transaction_count` - (OLD.`env` = 'live')),
      `sandbox_transaction_count` = max(0, `sandbox_transaction_count` - (OLD.`env` = 'sandbox'))
  WHERE OLD.`retailer_id` IS NOT NULL AND `id` = OLD.`retailer_id`;
  UPDATE `retailers`
  SET `live_transaction_count` = `live_transaction_count` + (NEW.`env` = 'live'),
      `sandbox_transaction_count` = `sandbox_transaction_count` + (NEW.`env` = 'sandbox')
  WHERE NEW.`retailer_id` IS NOT NULL AND `id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_insert` AFTER INSERT ON `transactions`
WHEN NEW.`retailer_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `retailer_count_deferrals`)
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = `live_transaction_count` + (NEW.`env` = 'live'),
      `sandbox_transaction_count` = `sandbox_transaction_count` + (NEW.`env` = 'sandbox')
  WHERE `id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_scope_count_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'transactions' AND `status` = '';
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'cashback' AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_status` AFTER UPDATE OF `status` ON `cashback` WHEN NEW.`status` <> OLD.`status`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'cashback' AND `status` = OLD.`status`;
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'cashback', NEW.`status`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_spend_rollup_insert` AFTER INSERT ON `transactions`
WHEN NEW.`transaction_type` = 'DEBIT' AND NOT EXISTS (SELECT 1 FROM `spend_rollup_deferrals`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, COALESCE(NEW.`category`, ''), 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, NEW.`retailer_id`, 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id` AND NEW.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_spend_rollup_delete` BEFORE DELETE ON `transactions`
WHEN OLD.`transaction_type` = 'DEBIT'
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, COALESCE(OLD.`category`, ''), -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, OLD.`retailer_id`, -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id` AND OLD.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_spend_rollup_update_old` BEFORE UPDATE OF `id`, `publisher_id`, `env`, `transaction_type`, `booking_time`, `amount`, `category`, `retailer_id` ON `transactions`
WHEN OLD.`transaction_type` = 'DEBIT' AND (OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
  OR OLD.`transaction_type` IS NOT NEW.`transaction_type` OR OLD.`booking_time` IS NOT NEW.`booking_time` OR OLD.`amount` IS NOT NEW.`amount`
  OR OLD.`category` IS NOT NEW.`category` OR OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`id` IS NOT NEW.`id`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, COALESCE(OLD.`category`, ''), -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, OLD.`retailer_id`, -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id` AND OLD.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_spend_rollup_update_new` AFTER UPDATE OF `id`, `publisher_id`, `env`, `transaction_type`, `booking_time`, `amount`, `category`, `retailer_id` ON `transactions`
WHEN NEW.`transaction_type` = 'DEBIT' AND (OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
  OR OLD.`transaction_type` IS NOT NEW.`transaction_type` OR OLD.`booking_time` IS NOT NEW.`booking_time` OR OLD.`amount` IS NOT NEW.`amount`
  OR OLD.`category` IS NOT NEW.`category` OR OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`id` IS NOT NEW.`id`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, COALESCE(NEW.`category`, ''), 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, NEW.`retailer_id`, 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id` AND NEW.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_scope_count_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'transactions', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'cashback', NEW.`status`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `rid`) <= (OLD.`created_on`, OLD.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_update` AFTER UPDATE OF `publisher_id`, `env`, `created_on` ON `transactions`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`created_on`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`created_on`)
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `rid`) <= (OLD.`created_on`, OLD.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
  UPDATE `transaction_list_posts` SET `n` = `n` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` - 1, `created` = `created` - (OLD.`status` = 'CREATED'),
    `being_verified` = `being_verified` - (OLD.`status` = 'BEING_VERIFIED'), `verified` = `verified` - (OLD.`status` = 'VERIFIED'),
    `received` = `received` - (OLD.`status` = 'RECEIVED'), `paid` = `paid` - (OLD.`status` = 'PAID'),
    `declined` = `declined` - (OLD.`status` = 'DECLINED'), `disqualified` = `disqualified` - (OLD.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `status`, `rid`) <= (OLD.`created_on`, OLD.`status`, OLD.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_update` AFTER UPDATE OF `publisher_id`, `env`, `created_on`, `status` ON `cashback`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`created_on`, OLD.`status`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`created_on`, NEW.`status`)
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` - 1, `created` = `created` - (OLD.`status` = 'CREATED'),
    `being_verified` = `being_verified` - (OLD.`status` = 'BEING_VERIFIED'), `verified` = `verified` - (OLD.`status` = 'VERIFIED'),
    `received` = `received` - (OLD.`status` = 'RECEIVED'), `paid` = `paid` - (OLD.`status` = 'PAID'),
    `declined` = `declined` - (OLD.`status` = 'DECLINED'), `disqualified` = `disqualified` - (OLD.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `status`, `rid`) <= (OLD.`created_on`, OLD.`status`, OLD.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
  UPDATE `cashback_list_posts` SET `n` = `n` + 1, `created` = `created` + (NEW.`status` = 'CREATED'),
    `being_verified` = `being_verified` + (NEW.`status` = 'BEING_VERIFIED'), `verified` = `verified` + (NEW.`status` = 'VERIFIED'),
    `received` = `received` + (NEW.`status` = 'RECEIVED'), `paid` = `paid` + (NEW.`status` = 'PAID'),
    `declined` = `declined` + (NEW.`status` = 'DECLINED'), `disqualified` = `disqualified` + (NEW.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_cut` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` BETWEEN 1000 AND 1499 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
BEGIN
  INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, rid, NEW.`n` - 500 FROM (
    SELECT t.`created_on`, t.rowid AS rid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` = NEW.`created_on` AND t.rowid >= NEW.`rid`
    UNION ALL
    SELECT t.`created_on`, t.rowid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` > NEW.`created_on`
    ORDER BY 1, 2 LIMIT 1 OFFSET 500);
  UPDATE `transaction_list_posts` SET `n` = 500
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_split` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` >= 1500 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
BEGIN
  INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, rid, COALESCE(LEAD(i) OVER (ORDER BY i), NEW.`n`) - i
  FROM (
    SELECT `created_on`, rid, row_number() OVER (ORDER BY `created_on`, rid) - 1 AS i FROM (
      SELECT t.`created_on`, t.rowid AS rid FROM `transactions` t
      WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` = NEW.`created_on` AND t.rowid >= NEW.`rid`
      UNION ALL
      SELECT t.`created_on`, t.rowid FROM `transactions` t
      WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` > NEW.`created_on`
      ORDER BY 1, 2 LIMIT NEW.`n`)
  ) WHERE i > 0 AND i % 500 = 0 AND i <= NEW.`n` - 500;
  UPDATE `transaction_list_posts` SET `n` = 500
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_cut` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` BETWEEN 1000 AND 1499 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
BEGIN
  UPDATE `cashback_list_posts` SET `n` = 500,
    (`created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
      SELECT SUM(`status` = 'CREATED'), SUM(`status` = 'BEING_VERIFIED'), SUM(`status` = 'VERIFIED'), SUM(`status` = 'RECEIVED'),
        SUM(`status` = 'PAID'), SUM(`status` = 'DECLINED'), SUM(`status` = 'DISQUALIFIED')
      FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 500))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
  INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
    `received`, `paid`, `declined`, `disqualified`)
  SELECT NEW.`publisher_id`, NEW.`env`, k.`created_on`, k.`status`, k.rid, NEW.`n` - 500, NEW.`created` - p.`created`,
    NEW.`being_verified` - p.`being_verified`, NEW.`verified` - p.`verified`, NEW.`received` - p.`received`, NEW.`paid` - p.`paid`,
    NEW.`declined` - p.`declined`, NEW.`disqualified` - p.`disqualified`
  FROM (SELECT * FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 1 OFFSET 500)) k, `cashback_list_posts` p
  WHERE p.`publisher_id` = NEW.`publisher_id` AND p.`env` = NEW.`env` AND p.`created_on` = NEW.`created_on` AND p.`status` = NEW.`status`
    AND p.`rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_split` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` >= 1500 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
BEGIN
  INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
    `received`, `paid`, `declined`, `disqualified`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, `status`, rid, COALESCE(LEAD(i) OVER w, NEW.`n`) - i,
    COALESCE(LEAD(c1) OVER w, NEW.`created`) - c1, COALESCE(LEAD(c2) OVER w, NEW.`being_verified`) - c2,
    COALESCE(LEAD(c3) OVER w, NEW.`verified`) - c3, COALESCE(LEAD(c4) OVER w, NEW.`received`) - c4,
    COALESCE(LEAD(c5) OVER w, NEW.`paid`) - c5, COALESCE(LEAD(c6) OVER w, NEW.`declined`) - c6,
    COALESCE(LEAD(c7) OVER w, NEW.`disqualified`) - c7
  FROM (
    SELECT `created_on`, `status`, rid, i, c1 - (`status` = 'CREATED') AS c1, c2 - (`status` = 'BEING_VERIFIED') AS c2,
      c3 - (`status` = 'VERIFIED') AS c3, c4 - (`status` = 'RECEIVED') AS c4, c5 - (`status` = 'PAID') AS c5,
      c6 - (`status` = 'DECLINED') AS c6, c7 - (`status` = 'DISQUALIFIED') AS c7
    FROM (
      SELECT `created_on`, `status`, rid, row_number() OVER o - 1 AS i,
        SUM(`status` = 'CREATED') OVER o AS c1, SUM(`status` = 'BEING_VERIFIED') OVER o AS c2, SUM(`status` = 'VERIFIED') OVER o AS c3,
        SUM(`status` = 'RECEIVED') OVER o AS c4, SUM(`status` = 'PAID') OVER o AS c5, SUM(`status` = 'DECLINED') OVER o AS c6,
        SUM(`status` = 'DISQUALIFIED') OVER o AS c7
      FROM (
        SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
          AND c.rowid >= NEW.`rid`
        UNION ALL
        SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
        ORDER BY 1, 2, 3 LIMIT NEW.`n`)
      WINDOW o AS (ORDER BY `created_on`, `status`, rid ROWS UNBOUNDED PRECEDING)
    ) WHERE i > 0 AND i % 500 = 0 AND i <= NEW.`n` - 500
  ) WINDOW w AS (ORDER BY i);
  UPDATE `cashback_list_posts` SET `n` = 500,
    (`created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
      SELECT SUM(`status` = 'CREATED'), SUM(`status` = 'BEING_VERIFIED'), SUM(`status` = 'VERIFIED'), SUM(`status` = 'RECEIVED'),
        SUM(`status` = 'PAID'), SUM(`status` = 'DECLINED'), SUM(`status` = 'DISQUALIFIED')
      FROM (
        SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
          AND c.rowid >= NEW.`rid`
        UNION ALL
        SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
        ORDER BY 1, 2, 3 LIMIT 500))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_rollup_insert` AFTER INSERT ON `cashback`
WHEN NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
BEGIN
  INSERT INTO `cashback_rollup_retailer_day` (`publisher_id`, `env`, `retailer_id`, `day`, `n`, `volume`)
  VALUES (NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on` - ((NEW.`created_on` % 86400000) + 86400000) % 86400000, 1, NEW.`end_user_cashback_receivable`)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_rollup_delete` AFTER DELETE ON `cashback`
WHEN OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
BEGIN
  UPDATE `cashback_rollup_retailer_day` SET `n` = `n` - 1, `volume` = `volume` - OLD.`end_user_cashback_receivable`
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `retailer_id` = OLD.`retailer_id`
    AND `day` = OLD.`created_on` - ((OLD.`created_on` % 86400000) + 86400000) % 86400000;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_rollup_update` AFTER UPDATE OF `publisher_id`, `env`, `retailer_id`, `created_on`, `status`, `end_user_cashback_receivable` ON `cashback`
WHEN (OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')) IS NOT (NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED'))
  OR (NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
    AND (OLD.`publisher_id`, OLD.`env`, OLD.`retailer_id`, OLD.`created_on`, OLD.`end_user_cashback_receivable`)
      IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on`, NEW.`end_user_cashback_receivable`))
BEGIN
  UPDATE `cashback_rollup_retailer_day` SET `n` = `n` - 1, `volume` = `volume` - OLD.`end_user_cashback_receivable`
  WHERE OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
    AND `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `retailer_id` = OLD.`retailer_id`
    AND `day` = OLD.`created_on` - ((OLD.`created_on` % 86400000) + 86400000) % 86400000;
  INSERT INTO `cashback_rollup_retailer_day` (`publisher_id`, `env`, `retailer_id`, `day`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on` - ((NEW.`created_on` % 86400000) + 86400000) % 86400000, 1, NEW.`end_user_cashback_receivable`
  WHERE NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
  ON CONFLICT DO UPDATE SET `n` = `n` + 1, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` + 1 WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` - 1 WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `id` = OLD.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_move` AFTER UPDATE OF `publisher_id`, `env`, `end_user_id` ON `transactions`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`end_user_id`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`end_user_id`)
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` - 1 WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `id` = OLD.`end_user_id`;
  UPDATE `end_users` SET `transaction_count` = `transaction_count` + 1 WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` + 1 WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` - 1 WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `id` = OLD.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_move` AFTER UPDATE OF `publisher_id`, `env`, `end_user_id` ON `cashback`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`end_user_id`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`end_user_id`)
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` - 1 WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `id` = OLD.`end_user_id`;
  UPDATE `end_users` SET `cashback_count` = `cashback_count` + 1 WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_insert` AFTER INSERT ON `bank_connections`
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'bank_connections', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_delete` AFTER DELETE ON `bank_connections`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'bank_connections' AND `status` = '';
END;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_move` AFTER UPDATE OF `publisher_id`, `env` ON `bank_connections`
WHEN OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'bank_connections' AND `status` = '';
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'bank_connections', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_insert` AFTER INSERT ON `end_user_tiers`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` + 1 WHERE `id` = NEW.`tier_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_delete` AFTER DELETE ON `end_user_tiers`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` - 1 WHERE `id` = OLD.`tier_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_move` AFTER UPDATE OF `tier_id` ON `end_user_tiers`
WHEN OLD.`tier_id` IS NOT NEW.`tier_id`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` - 1 WHERE `id` = OLD.`tier_id`;
  UPDATE `customer_tiers` SET `member_count` = `member_count` + 1 WHERE `id` = NEW.`tier_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `list_post_deferrals`)
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `list_post_deferrals`)
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` + 1, `created` = `created` + (NEW.`status` = 'CREATED'),
    `being_verified` = `being_verified` + (NEW.`status` = 'BEING_VERIFIED'), `verified` = `verified` + (NEW.`status` = 'VERIFIED'),
    `received` = `received` + (NEW.`status` = 'RECEIVED'), `paid` = `paid` + (NEW.`status` = 'PAID'),
    `declined` = `declined` + (NEW.`status` = 'DECLINED'), `disqualified` = `disqualified` + (NEW.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE VIEW `transaction_spend_periods` AS
SELECT t.`id` AS `transaction_id`, g.`grain`,
  CASE g.`grain`
    WHEN 'day' THEN t.`booking_time` - t.`booking_time` % 86400000
    WHEN 'dekad' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of month') * 1000
      + min((CAST(strftime('%d', t.`booking_time` / 1000, 'unixepoch') AS INTEGER) - 1) / 10, 2) * 864000000
    WHEN 'month' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of month') * 1000
    WHEN 'quarter' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of year',
      '+' || ((CAST(strftime('%m', t.`booking_time` / 1000, 'unixepoch') AS INTEGER) - 1) / 3 * 3) || ' months') * 1000
    ELSE unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of year') * 1000
  END AS `period_start`
FROM `transactions` t CROSS JOIN
  (SELECT 'day' AS `grain` UNION ALL SELECT 'dekad' UNION ALL SELECT 'month' UNION ALL SELECT 'quarter' UNION ALL SELECT 'year') g;
