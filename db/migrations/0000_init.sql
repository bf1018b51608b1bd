CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text DEFAULT 'OTHER' NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`links` text NOT NULL,
	`sent_on` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to_idx` ON `email_outbox` (`to`,`sent_on`);--> statement-breakpoint
CREATE INDEX `email_outbox_sent_idx` ON `email_outbox` (`sent_on`);--> statement-breakpoint
CREATE TABLE `invites` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`email` text NOT NULL,
	`admin` integer DEFAULT false NOT NULL,
	`invited_by_user_id` text,
	`created_on` integer NOT NULL,
	`expires_on` integer NOT NULL,
	`accepted_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `publisher_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invites_publisher_idx` ON `invites` (`publisher_id`);--> statement-breakpoint
CREATE INDEX `invites_email_idx` ON `invites` (`email`);--> statement-breakpoint
CREATE TABLE `login_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`pending_totp_secret` text,
	`setup_code` text,
	`created_on` integer NOT NULL,
	`expires_on` integer NOT NULL,
	`consumed_on` integer,
	FOREIGN KEY (`user_id`) REFERENCES `publisher_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `login_challenges_user_idx` ON `login_challenges` (`user_id`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_on` integer NOT NULL,
	`expires_on` integer NOT NULL,
	`used_on` integer,
	FOREIGN KEY (`user_id`) REFERENCES `publisher_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `publisher_users` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`send_content_notifications` integer DEFAULT false NOT NULL,
	`totp_secret` text,
	`mfa_enabled` integer DEFAULT false NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `publisher_users_email_uq` ON `publisher_users` (`email`);--> statement-breakpoint
CREATE INDEX `publisher_users_publisher_idx` ON `publisher_users` (`publisher_id`);--> statement-breakpoint
CREATE TABLE `publishers` (
	`id` text PRIMARY KEY NOT NULL,
	`company_name` text NOT NULL,
	`publisher_status` text NOT NULL,
	`sandbox_only` integer DEFAULT false NOT NULL,
	`cardlytics_status` text DEFAULT 'NOT_STARTED' NOT NULL,
	`cardlytics_activated` integer DEFAULT false NOT NULL,
	`created_on` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `used_totp_codes` (
	`user_id` text NOT NULL,
	`code` text NOT NULL,
	`used_on` integer NOT NULL,
	PRIMARY KEY(`user_id`, `code`),
	FOREIGN KEY (`user_id`) REFERENCES `publisher_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `used_totp_codes_used_idx` ON `used_totp_codes` (`used_on`);--> statement-breakpoint
CREATE TABLE `channel_mids` (
	`channel_id` text NOT NULL,
	`mid` text NOT NULL,
	`retailer_id` text NOT NULL,
	PRIMARY KEY(`channel_id`, `mid`),
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channel_mids_mid_idx` ON `channel_mids` (`mid`);--> statement-breakpoint
CREATE TABLE `channels` (
	`id` text PRIMARY KEY NOT NULL,
	`retailer_id` text NOT NULL,
	`owner_publisher_id` text,
	`env` text,
	`channel_name` text NOT NULL,
	`channel_type` text NOT NULL,
	`address` text,
	`city` text,
	`postcode` text,
	`website` text,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `channels_retailer_idx` ON `channels` (`retailer_id`);--> statement-breakpoint
CREATE TABLE `merchant_aliases` (
	`id` text PRIMARY KEY NOT NULL,
	`retailer_id` text NOT NULL,
	`alias` text NOT NULL,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchant_aliases_alias_uq` ON `merchant_aliases` (`alias`);--> statement-breakpoint
CREATE INDEX `merchant_aliases_retailer_idx` ON `merchant_aliases` (`retailer_id`);--> statement-breakpoint
CREATE TABLE `retailers` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`website` text NOT NULL,
	`logo` text NOT NULL,
	`categories` text NOT NULL,
	`primary_category` text NOT NULL,
	`popularity` integer NOT NULL,
	`owner_publisher_id` text,
	`env` text,
	`ob_compatible` text DEFAULT 'UNKNOWN' NOT NULL,
	`open_banking_description` text,
	`monthly_web_visits` integer,
	`good_for_business` integer,
	`luxury` integer,
	`subscription` integer,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`owner_publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `retailers_name_idx` ON `retailers` (`name`);--> statement-breakpoint
CREATE INDEX `retailers_popularity_idx` ON `retailers` (`popularity`);--> statement-breakpoint
CREATE INDEX `retailers_category_idx` ON `retailers` (`primary_category`);--> statement-breakpoint
CREATE INDEX `retailers_owner_idx` ON `retailers` (`owner_publisher_id`,`env`);--> statement-breakpoint
CREATE TABLE `offer_channels` (
	`offer_id` text NOT NULL,
	`channel_id` text NOT NULL,
	PRIMARY KEY(`offer_id`, `channel_id`),
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_channels_channel_idx` ON `offer_channels` (`channel_id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` text PRIMARY KEY NOT NULL,
	`retailer_id` text NOT NULL,
	`name` text NOT NULL,
	`supplier` text NOT NULL,
	`supplier_offer_id` text,
	`owner_id` text NOT NULL,
	`owner_publisher_id` text,
	`env` text,
	`country` text NOT NULL,
	`currency` text NOT NULL,
	`offer_type` text NOT NULL,
	`valid_for` text NOT NULL,
	`super_match` integer DEFAULT false NOT NULL,
	`unenriched_creditors_strings` text NOT NULL,
	`spending_capped` integer DEFAULT false NOT NULL,
	`spending_cap_amount` integer,
	`categories` text NOT NULL,
	`display_logo` text NOT NULL,
	`display_retailer_name` text NOT NULL,
	`display_description` text NOT NULL,
	`display_link` text NOT NULL,
	`display_terms_and_conditions` text,
	`display_banner` text,
	`length_of_time` integer,
	`hidden` integer DEFAULT false NOT NULL,
	`requires_approval` integer DEFAULT true NOT NULL,
	`cashback_rules` text NOT NULL,
	`highest_cashback_percentage_bp` integer DEFAULT 0 NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	`removed_on` integer,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offers_retailer_idx` ON `offers` (`retailer_id`);--> statement-breakpoint
CREATE INDEX `offers_type_idx` ON `offers` (`offer_type`);--> statement-breakpoint
CREATE INDEX `offers_owner_idx` ON `offers` (`owner_publisher_id`,`env`);--> statement-breakpoint
CREATE TABLE `customer_tiers` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`paid_subscription` integer DEFAULT false NOT NULL,
	`price` integer,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_tiers_scope_idx` ON `customer_tiers` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `end_user_tiers` (
	`end_user_id` text NOT NULL,
	`tier_id` text NOT NULL,
	`added_on` integer NOT NULL,
	PRIMARY KEY(`end_user_id`, `tier_id`),
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `customer_tiers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `end_user_tiers_tier_idx` ON `end_user_tiers` (`tier_id`);--> statement-breakpoint
CREATE TABLE `end_users` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`created_on` integer NOT NULL,
	`last_active_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `end_users_scope_created_idx` ON `end_users` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `end_users_scope_active_idx` ON `end_users` (`publisher_id`,`env`,`last_active_on`);--> statement-breakpoint
CREATE TABLE `tier_upload_rows` (
	`upload_id` text NOT NULL,
	`row_index` integer NOT NULL,
	`end_user_id` text NOT NULL,
	`tier_id` text NOT NULL,
	`action` text NOT NULL,
	`error` text,
	PRIMARY KEY(`upload_id`, `row_index`),
	FOREIGN KEY (`upload_id`) REFERENCES `tier_uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tier_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`file_name` text NOT NULL,
	`status` text NOT NULL,
	`content` text,
	`row_count` integer DEFAULT 0 NOT NULL,
	`error_count` integer DEFAULT 0 NOT NULL,
	`created_on` integer NOT NULL,
	`processed_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tier_uploads_scope_idx` ON `tier_uploads` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `programme_offer_tiers` (
	`programme_offer_id` text NOT NULL,
	`tier_id` text NOT NULL,
	PRIMARY KEY(`programme_offer_id`, `tier_id`),
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tier_id`) REFERENCES `customer_tiers`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `programme_offer_tiers_tier_idx` ON `programme_offer_tiers` (`tier_id`);--> statement-breakpoint
CREATE TABLE `programme_offer_users` (
	`programme_offer_id` text NOT NULL,
	`end_user_id` text NOT NULL,
	PRIMARY KEY(`programme_offer_id`, `end_user_id`),
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `programme_offer_users_user_idx` ON `programme_offer_users` (`end_user_id`);--> statement-breakpoint
CREATE TABLE `programme_offers` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`offer_id` text NOT NULL,
	`retailer_id` text NOT NULL,
	`offer_approval` text NOT NULL,
	`declined_reason` text,
	`active` integer DEFAULT false NOT NULL,
	`activate_on_approval` integer DEFAULT true NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	`decision_due_on` integer,
	`decided_on` integer,
	`split_end_user` integer DEFAULT 50 NOT NULL,
	`split_client` integer DEFAULT 50 NOT NULL,
	`customer_tier_type` text DEFAULT 'DEFAULT' NOT NULL,
	`cashback_earnings` text NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `programme_offers_scope_offer_uq` ON `programme_offers` (`publisher_id`,`env`,`offer_id`);--> statement-breakpoint
CREATE INDEX `programme_offers_scope_created_idx` ON `programme_offers` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `programme_offers_scope_approval_idx` ON `programme_offers` (`publisher_id`,`env`,`offer_approval`,`active`);--> statement-breakpoint
CREATE INDEX `programme_offers_scope_retailer_idx` ON `programme_offers` (`publisher_id`,`env`,`retailer_id`);--> statement-breakpoint
CREATE INDEX `programme_offers_due_idx` ON `programme_offers` (`decision_due_on`);--> statement-breakpoint
CREATE TABLE `settlement_files` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`programme_offer_id` text,
	`offer_id` text NOT NULL,
	`file_name` text NOT NULL,
	`created_on` integer NOT NULL,
	`sent_to_supplier` integer DEFAULT false NOT NULL,
	`sent_on` integer,
	`received_from_supplier` integer DEFAULT false NOT NULL,
	`received_on` integer,
	`row_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `settlement_files_scope_idx` ON `settlement_files` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `settlement_files_programme_offer_idx` ON `settlement_files` (`programme_offer_id`,`created_on`);--> statement-breakpoint
CREATE TABLE `settlement_rows` (
	`settlement_id` text NOT NULL,
	`row_index` integer NOT NULL,
	`transaction_id` text NOT NULL,
	`end_user_id` text NOT NULL,
	`booking_time` integer NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`cashback_amount` integer NOT NULL,
	`verified` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`settlement_id`, `row_index`),
	FOREIGN KEY (`settlement_id`) REFERENCES `settlement_files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `audiences` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`name` text NOT NULL,
	`period` integer NOT NULL,
	`conditions` text NOT NULL,
	`size` integer DEFAULT 0 NOT NULL,
	`retailer_id` text,
	`transaction_volume` integer DEFAULT 0 NOT NULL,
	`created_on` integer NOT NULL,
	`evaluated_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audiences_scope_idx` ON `audiences` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `campaign_audiences` (
	`campaign_id` text NOT NULL,
	`audience_id` text NOT NULL,
	PRIMARY KEY(`campaign_id`, `audience_id`),
	FOREIGN KEY (`campaign_id`) REFERENCES `campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`audience_id`) REFERENCES `audiences`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campaign_audiences_audience_idx` ON `campaign_audiences` (`audience_id`);--> statement-breakpoint
CREATE TABLE `campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`name` text NOT NULL,
	`slot` text NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`asset_link` text,
	`programme_offer_id` text,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `campaigns_scope_dates_idx` ON `campaigns` (`publisher_id`,`env`,`start_date`,`end_date`);--> statement-breakpoint
CREATE INDEX `campaigns_programme_offer_idx` ON `campaigns` (`programme_offer_id`);--> statement-breakpoint
CREATE TABLE `media_assets` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer,
	`height` integer,
	`data` text NOT NULL,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `media_assets_scope_idx` ON `media_assets` (`publisher_id`,`env`,`kind`);--> statement-breakpoint
CREATE TABLE `bank_connections` (
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
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bank_connections_scope_created_idx` ON `bank_connections` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `bank_connections_user_idx` ON `bank_connections` (`end_user_id`);--> statement-breakpoint
CREATE INDEX `bank_connections_expiry_idx` ON `bank_connections` (`is_active`,`expires_on`);--> statement-breakpoint
CREATE TABLE `transaction_offer_matches` (
	`transaction_id` text NOT NULL,
	`programme_offer_id` text NOT NULL,
	`offer_id` text NOT NULL,
	`matched_on` integer NOT NULL,
	PRIMARY KEY(`transaction_id`, `programme_offer_id`),
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transaction_offer_matches_po_idx` ON `transaction_offer_matches` (`programme_offer_id`);--> statement-breakpoint
CREATE TABLE `transaction_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`file_name` text NOT NULL,
	`status` text NOT NULL,
	`historic` integer DEFAULT false NOT NULL,
	`enrichment` integer DEFAULT true NOT NULL,
	`row_count` integer DEFAULT 0 NOT NULL,
	`created_on` integer NOT NULL,
	`processed_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transaction_uploads_scope_idx` ON `transaction_uploads` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `transactions` (
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
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`bank_connection_id`) REFERENCES `bank_connections`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`retailer_id`) REFERENCES `retailers`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`channel_id`) REFERENCES `channels`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`upload_id`) REFERENCES `transaction_uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_scope_ref_uq` ON `transactions` (`publisher_id`,`env`,`internal_transaction_id`);--> statement-breakpoint
CREATE INDEX `transactions_scope_created_idx` ON `transactions` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `transactions_scope_booking_idx` ON `transactions` (`publisher_id`,`env`,`booking_time`);--> statement-breakpoint
CREATE INDEX `transactions_user_idx` ON `transactions` (`end_user_id`,`booking_time`);--> statement-breakpoint
CREATE INDEX `transactions_scope_retailer_idx` ON `transactions` (`publisher_id`,`env`,`retailer_id`,`booking_time`);--> statement-breakpoint
CREATE INDEX `transactions_scope_category_idx` ON `transactions` (`publisher_id`,`env`,`category`,`booking_time`);--> statement-breakpoint
CREATE INDEX `transactions_upload_idx` ON `transactions` (`upload_id`);--> statement-breakpoint
CREATE INDEX `transactions_bank_connection_idx` ON `transactions` (`bank_connection_id`);--> statement-breakpoint
CREATE TABLE `cashback` (
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
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`support_ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payout_id`) REFERENCES `payouts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `cashback_scope_created_idx` ON `cashback` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `cashback_scope_status_idx` ON `cashback` (`publisher_id`,`env`,`status`,`created_on`);--> statement-breakpoint
CREATE INDEX `cashback_scope_retailer_idx` ON `cashback` (`publisher_id`,`env`,`retailer_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `cashback_transaction_idx` ON `cashback` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `cashback_user_idx` ON `cashback` (`end_user_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `cashback_programme_offer_idx` ON `cashback` (`programme_offer_id`);--> statement-breakpoint
CREATE INDEX `cashback_payout_idx` ON `cashback` (`payout_id`);--> statement-breakpoint
CREATE INDEX `cashback_next_transition_idx` ON `cashback` (`next_transition_on`);--> statement-breakpoint
CREATE INDEX `cashback_support_ticket_idx` ON `cashback` (`support_ticket_id`);--> statement-breakpoint
CREATE TABLE `offer_activations` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`end_user_id` text NOT NULL,
	`programme_offer_id` text NOT NULL,
	`offer_id` text NOT NULL,
	`activation_date` integer NOT NULL,
	`expiry_date` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`programme_offer_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `offer_activations_user_idx` ON `offer_activations` (`end_user_id`,`activation_date`);--> statement-breakpoint
CREATE INDEX `offer_activations_po_idx` ON `offer_activations` (`programme_offer_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`paid` integer DEFAULT false NOT NULL,
	`payment_due_on` integer NOT NULL,
	`paid_on` integer,
	`amount` integer NOT NULL,
	`end_user_amount` integer NOT NULL,
	`commission_amount` integer NOT NULL,
	`cashback_count` integer NOT NULL,
	`currency` text NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_scope_period_uq` ON `payouts` (`publisher_id`,`env`,`period_start`);--> statement-breakpoint
CREATE INDEX `payouts_scope_paid_idx` ON `payouts` (`publisher_id`,`env`,`paid`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`issued_on` integer,
	`currency` text NOT NULL,
	`platform_fee_milli` integer NOT NULL,
	`transaction_processing_fee_milli` integer NOT NULL,
	`processed_transactions` integer NOT NULL,
	`total_transaction_processing_milli` integer NOT NULL,
	`open_banking_connection_fee_milli` integer NOT NULL,
	`open_banking_connections` integer NOT NULL,
	`total_open_banking_connection_milli` integer NOT NULL,
	`invoice_total_milli` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_scope_period_uq` ON `invoices` (`publisher_id`,`env`,`period_start`);--> statement-breakpoint
CREATE INDEX `invoices_scope_issued_idx` ON `invoices` (`publisher_id`,`env`,`issued_on`);--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_on` integer NOT NULL,
	`last_used_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_token_hash_uq` ON `api_keys` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_scope_idx` ON `api_keys` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `sdk_colours` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`section_label_title_colour` text NOT NULL,
	`section_label_sub_title_colour` text NOT NULL,
	`primary_text_colour` text NOT NULL,
	`secondary_text_colour` text NOT NULL,
	`highlight_text_colour` text NOT NULL,
	`card_background_colour` text NOT NULL,
	`card_border_colour` text NOT NULL,
	`divider_colour` text NOT NULL,
	`primary_button_background` text NOT NULL,
	`primary_button_border` text NOT NULL,
	`primary_button_text_colour` text NOT NULL,
	`secondary_button_background` text NOT NULL,
	`secondary_button_border` text NOT NULL,
	`secondary_button_text_colour` text NOT NULL,
	`background_colour` text NOT NULL,
	`created_on` integer NOT NULL,
	`updated_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sdk_colours_scope_uq` ON `sdk_colours` (`publisher_id`,`env`);--> statement-breakpoint
CREATE TABLE `domain_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`type` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`payload` text NOT NULL,
	`created_on` integer NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `domain_events_id_uq` ON `domain_events` (`id`);--> statement-breakpoint
CREATE INDEX `domain_events_scope_created_idx` ON `domain_events` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE INDEX `domain_events_entity_idx` ON `domain_events` (`entity_type`,`entity_id`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`webhook_id` text NOT NULL,
	`domain_event_id` text,
	`event_type` text NOT NULL,
	`content` text NOT NULL,
	`created_on` integer NOT NULL,
	`delivered` integer DEFAULT false NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_attempt_on` integer,
	`last_status_code` integer,
	`next_attempt_on` integer,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`webhook_id`) REFERENCES `webhooks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`domain_event_id`) REFERENCES `domain_events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `webhook_events_webhook_created_idx` ON `webhook_events` (`webhook_id`,`created_on`);--> statement-breakpoint
CREATE INDEX `webhook_events_next_attempt_idx` ON `webhook_events` (`next_attempt_on`);--> statement-breakpoint
CREATE INDEX `webhook_events_domain_event_idx` ON `webhook_events` (`domain_event_id`);--> statement-breakpoint
CREATE TABLE `webhooks` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`scope` text NOT NULL,
	`created_on` integer NOT NULL,
	`cursor_seq` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`publisher_id`) REFERENCES `publishers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhooks_scope_idx` ON `webhooks` (`publisher_id`,`env`,`created_on`);--> statement-breakpoint
CREATE TABLE `support_ticket_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`timestamp` integer NOT NULL,
	`action` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`publisher_user_id` text,
	FOREIGN KEY (`ticket_id`) REFERENCES `support_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`publisher_user_id`) REFERENCES `publisher_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_ticket_actions_ticket_idx` ON `support_ticket_actions` (`ticket_id`,`timestamp`);--> statement-breakpoint
CREATE TABLE `support_tickets` (
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
	FOREIGN KEY (`end_user_id`) REFERENCES `end_users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`program_offer_requested_id`) REFERENCES `programme_offers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_tickets_scope_created_idx` ON `support_tickets` (`publisher_id`,`env`,`resolved`,`created_on`);--> statement-breakpoint
CREATE INDEX `support_tickets_user_idx` ON `support_tickets` (`end_user_id`);--> statement-breakpoint
CREATE INDEX `support_tickets_transaction_idx` ON `support_tickets` (`transaction_id`);