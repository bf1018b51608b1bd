-- The catalogue's order indexes carry each retailer's card type bits (issue 11, decision 0014, fifteenth pass). A page
-- walked an order index and sought every walked retailer's card in catalogue_cards_types_idx to test its types: that
-- seek per walked entry was about a fifth of the page statement. `catalogue_types` on the retailer's row is the bits
-- of its card (migration 0013's catalogue_cards.types), set by triggers on the cards, so a walk reads one index and
-- seeks a card only for a row it answers. Kept out of the drizzle schema, like the tables it mirrors (decision 0003):
-- no writer names it, and its default is what a new retailer's card says until its first offer.
ALTER TABLE `retailers` ADD `catalogue_types` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `catalogue_cards_walk_insert` AFTER INSERT ON `catalogue_cards`
BEGIN
  UPDATE `retailers` SET `catalogue_types` = NEW.`types` WHERE `id` = NEW.`retailer_id` AND `catalogue_types` IS NOT NEW.`types`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_cards_walk_update` AFTER UPDATE OF `types` ON `catalogue_cards` WHEN OLD.`types` IS NOT NEW.`types`
BEGIN
  UPDATE `retailers` SET `catalogue_types` = NEW.`types` WHERE `id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
UPDATE `retailers` SET `catalogue_types` = COALESCE((SELECT c.`types` FROM `catalogue_cards` c WHERE c.`retailer_id` = `retailers`.`id`), 0);
--> statement-breakpoint
DROP INDEX `retailers_live_popular_idx`;
--> statement-breakpoint
CREATE INDEX `retailers_live_popular_idx` ON `retailers` (`live_transaction_count` DESC, `name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`, `catalogue_types`);
--> statement-breakpoint
DROP INDEX `retailers_sandbox_popular_idx`;
--> statement-breakpoint
CREATE INDEX `retailers_sandbox_popular_idx` ON `retailers` (`sandbox_transaction_count` DESC, `name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`, `catalogue_types`);
--> statement-breakpoint
DROP INDEX `retailers_name_nocase_idx`;
--> statement-breakpoint
CREATE INDEX `retailers_name_nocase_idx` ON `retailers` (`name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`, `catalogue_types`);
