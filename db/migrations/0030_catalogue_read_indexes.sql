-- The catalogue reads a page's retailers' offers and channels on every call (decision 0052). Each is now read along one
-- index in the order the answer lists them: a retailer's visible offers from the index alone (visibility, then the
-- order they were made, then what is read), and its channels in the order they were made, with no sort. Each replaces
-- the retailer-only index it starts with.
DROP INDEX `channels_retailer_idx`;--> statement-breakpoint
CREATE INDEX `channels_retailer_created_idx` ON `channels` (`retailer_id`,`created_on`,`id`);--> statement-breakpoint
DROP INDEX `offers_retailer_idx`;--> statement-breakpoint
CREATE INDEX `offers_retailer_visible_idx` ON `offers` (`retailer_id`,`hidden`,`removed_on`,`created_on`,`id`,`owner_publisher_id`,`env`,`offer_type`);