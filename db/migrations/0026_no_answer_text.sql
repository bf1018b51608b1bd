-- Answers are shaped in TypeScript from the contract, once (issue 44, handbook §4): the database keeps rows, indexes,
-- counters and rollups, never answer text. This drops the answer text that triggers kept in rows and every trigger that
-- kept only it: the programme cards (migration 0017), the catalogue's cards and their offers' letters (0013, 0019),
-- each transaction's matches as text (0021) and each campaign's audiences as text (0025). What the lists filter, sort
-- and count by stays: catalogue_cards keeps each retailer's owner and type bits (the type filter, the totals and
-- retailers.catalogue_types read them), catalogue_scope_parts a partition's own bits, and the type counts, list keys,
-- fence posts, scope counts and end-user and tier counters are untouched. A column is dropped only after every
-- trigger that names it; the two refresh triggers are then written again without the text.
--
-- The programme cards and their work queue.
DROP TRIGGER `programme_card_refresh_row`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_insert`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_update`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_delete`;
--> statement-breakpoint
DROP TRIGGER `programme_card_tier_insert`;
--> statement-breakpoint
DROP TRIGGER `programme_card_tier_delete`;
--> statement-breakpoint
DROP TRIGGER `programme_card_tier_update`;
--> statement-breakpoint
DROP TRIGGER `programme_card_customer_tier_insert`;
--> statement-breakpoint
DROP TRIGGER `programme_card_customer_tier_update`;
--> statement-breakpoint
DROP TRIGGER `programme_card_customer_tier_delete`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_row_insert`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_row_update`;
--> statement-breakpoint
DROP TRIGGER `programme_card_offer_row_delete`;
--> statement-breakpoint
DROP TRIGGER `programme_card_retailer_insert`;
--> statement-breakpoint
DROP TRIGGER `programme_card_retailer_update`;
--> statement-breakpoint
DROP TRIGGER `programme_card_retailer_delete`;
--> statement-breakpoint
DROP TABLE `programme_card_refresh`;
--> statement-breakpoint
DROP TABLE `programme_cards`;
--> statement-breakpoint
-- The catalogue's cards: MIDs, channel details, names, logos and offer order were on the cards only.
DROP TRIGGER `catalogue_refresh_card`;
--> statement-breakpoint
DROP TRIGGER `catalogue_refresh_part`;
--> statement-breakpoint
DROP TRIGGER `catalogue_cards_parts_insert`;
--> statement-breakpoint
DROP TRIGGER `catalogue_cards_parts_update`;
--> statement-breakpoint
DROP TRIGGER `catalogue_mid_insert`;
--> statement-breakpoint
DROP TRIGGER `catalogue_mid_delete`;
--> statement-breakpoint
DROP TRIGGER `catalogue_mid_update`;
--> statement-breakpoint
DROP TRIGGER `catalogue_own_mid_insert`;
--> statement-breakpoint
DROP TRIGGER `catalogue_own_mid_delete`;
--> statement-breakpoint
DROP TRIGGER `catalogue_own_mid_update`;
--> statement-breakpoint
DROP TRIGGER `catalogue_retailer_update`;
--> statement-breakpoint
DROP TRIGGER `catalogue_offer_update`;
--> statement-breakpoint
DROP TRIGGER `catalogue_channel_update`;
--> statement-breakpoint
ALTER TABLE `catalogue_cards` DROP COLUMN `card`;
--> statement-breakpoint
ALTER TABLE `catalogue_cards` DROP COLUMN `offer_types`;
--> statement-breakpoint
ALTER TABLE `catalogue_scope_parts` DROP COLUMN `card`;
--> statement-breakpoint
ALTER TABLE `catalogue_scope_parts` DROP COLUMN `offer_types`;
--> statement-breakpoint
ALTER TABLE `catalogue_type_bits` DROP COLUMN `letter`;
--> statement-breakpoint
-- A retailer's owner and the bits of its visible platform offers (as migration 0013 computed them).
CREATE TRIGGER `catalogue_refresh_card` AFTER INSERT ON `catalogue_refresh` WHEN NEW.`publisher_id` IS NULL
BEGIN
  DELETE FROM `catalogue_cards` WHERE `retailer_id` = NEW.`retailer_id` AND NOT EXISTS (SELECT 1 FROM `retailers` WHERE `id` = NEW.`retailer_id`);
  INSERT INTO `catalogue_cards` (`retailer_id`, `owner_publisher_id`, `owner_env`, `types`)
  SELECT r.`id`, r.`owner_publisher_id`, r.`env`,
    (SELECT COALESCE(SUM(DISTINCT COALESCE(b.`bit`, 16)), 0) FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
      WHERE o.`retailer_id` = r.`id` AND o.`owner_publisher_id` IS NULL AND o.`hidden` = 0 AND o.`removed_on` IS NULL)
  FROM `retailers` r WHERE r.`id` = NEW.`retailer_id`
  ON CONFLICT (`retailer_id`) DO UPDATE SET `owner_publisher_id` = excluded.`owner_publisher_id`, `owner_env` = excluded.`owner_env`,
    `types` = excluded.`types`;
  DELETE FROM `catalogue_refresh` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
-- A partition's own part of a retailer, while it has a visible offer or a channel of its own there: its own offers' bits.
CREATE TRIGGER `catalogue_refresh_part` AFTER INSERT ON `catalogue_refresh` WHEN NEW.`publisher_id` IS NOT NULL
BEGIN
  DELETE FROM `catalogue_scope_parts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `retailer_id` = NEW.`retailer_id`;
  INSERT INTO `catalogue_scope_parts` (`publisher_id`, `env`, `retailer_id`, `types`)
  SELECT NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`,
    (SELECT COALESCE(SUM(DISTINCT COALESCE(b.`bit`, 16)), 0) FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
      WHERE o.`retailer_id` = NEW.`retailer_id` AND o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`
        AND o.`hidden` = 0 AND o.`removed_on` IS NULL)
  WHERE NEW.`env` IS NOT NULL AND (
    EXISTS (SELECT 1 FROM `offers` o WHERE o.`retailer_id` = NEW.`retailer_id` AND o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`
      AND o.`hidden` = 0 AND o.`removed_on` IS NULL)
    OR EXISTS (SELECT 1 FROM `channels` c WHERE c.`retailer_id` = NEW.`retailer_id` AND c.`owner_publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env`));
  DELETE FROM `catalogue_refresh` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
-- The writes the bits and the parts still follow: a retailer's id and owner, an offer's place, type and visibility,
-- a channel's retailer and owner (its name, address and creation time were on the cards only).
CREATE TRIGGER `catalogue_retailer_update` AFTER UPDATE OF `id`, `owner_publisher_id`, `env` ON `retailers`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) VALUES (NEW.`id`);
  INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT OLD.`id` WHERE OLD.`id` IS NOT NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_offer_update` AFTER UPDATE OF `retailer_id`, `owner_publisher_id`, `env`, `offer_type`, `hidden`, `removed_on` ON `offers`
WHEN OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id`
  OR OLD.`env` IS NOT NEW.`env` OR OLD.`offer_type` IS NOT NEW.`offer_type` OR OLD.`hidden` IS NOT NEW.`hidden`
  OR OLD.`removed_on` IS NOT NEW.`removed_on`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) SELECT NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`
  WHERE OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id` OR OLD.`env` IS NOT NEW.`env`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_channel_update` AFTER UPDATE OF `retailer_id`, `owner_publisher_id`, `env` ON `channels`
WHEN OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id` OR OLD.`env` IS NOT NEW.`env`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`);
END;
--> statement-breakpoint
-- A transaction's matches as text: the lists read the matches of a page in one statement.
DROP TRIGGER `transaction_offers_insert`;
--> statement-breakpoint
DROP TRIGGER `transaction_offers_delete`;
--> statement-breakpoint
DROP TRIGGER `transaction_offers_update`;
--> statement-breakpoint
DROP TABLE `transaction_offers_deferrals`;
--> statement-breakpoint
ALTER TABLE `transactions` DROP COLUMN `offers_available`;
--> statement-breakpoint
-- A campaign's audiences as text: the campaigns page reads the links of a page in one statement.
DROP TRIGGER `campaign_audiences_text_insert`;
--> statement-breakpoint
DROP TRIGGER `campaign_audiences_text_delete`;
--> statement-breakpoint
DROP TRIGGER `campaign_audiences_text_update`;
--> statement-breakpoint
DROP TRIGGER `campaign_audiences_text_rename`;
--> statement-breakpoint
DROP VIEW `campaign_audiences_written`;
--> statement-breakpoint
ALTER TABLE `campaigns` DROP COLUMN `audiences_text`;
