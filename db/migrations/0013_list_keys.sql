-- The catalogue and programme lists read keys the database maintains (issue 11, decision 0014, third pass).
-- A page was every visible retailer tested for a visible offer of the asked types and sorted (catalogue),
-- or every programme row joined to its offer and retailer and sorted (programme), then the page's offers,
-- channels and MIDs read row by row. Now a page walks an index in the list's order (LIMIT/OFFSET over
-- index entries, from whichever end is nearer), its total is a lookup in counts kept here, and a catalogue
-- row is one stored JSON card. Triggers keep every table below in step with every writer (seeds, services,
-- clock jobs, imports), so no write path has to remember them; the statements at the end fill them from
-- the rows of a database that already exists.
--
-- Offer types as bits (the catalogue's type filter is a set of them); a type outside the four counts as 16,
-- so "any visible offer" (no filter) is mask 31 whatever is stored.
CREATE TABLE `catalogue_type_bits` (
	`offer_type` text PRIMARY KEY NOT NULL,
	`bit` integer NOT NULL,
	`letter` text NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO `catalogue_type_bits` (`offer_type`, `bit`, `letter`) VALUES
	('PAYMENT', 1, 'P'), ('ONLINE', 2, 'O'), ('GIFTCARD', 4, 'G'), ('CLICK_TO_ACTIVATE', 8, 'C');
--> statement-breakpoint
-- One per retailer: what every publisher sees of it. `types` are the bits of its visible platform offers
-- (not hidden, not withdrawn, no owner); `card` is its catalogue row (the contract's RetailerSummary) with
-- those offers and the platform's channels (with MIDs); `offer_types` has one letter per id of the card's
-- `offers` (catalogue_type_bits.letter, '?' for another type) for the type filter. The owner columns mirror the
-- retailer's (a publisher's own retailer is visible in its partition only); not named `env`, since a card is
-- catalogue data, not a partition's business row.
-- A rowid table: a card (~1 KB) fits its b-tree cell there, where a WITHOUT ROWID row would spill to an
-- overflow page. A page's walk tests retailers on the narrow types index and reads the cards it answers.
CREATE TABLE `catalogue_cards` (
	`retailer_id` text PRIMARY KEY NOT NULL,
	`owner_publisher_id` text,
	`owner_env` text,
	`types` integer NOT NULL,
	`offer_types` text NOT NULL,
	`card` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalogue_cards_types_idx` ON `catalogue_cards` (`retailer_id`, `types`, `owner_publisher_id`, `owner_env`);
--> statement-breakpoint
CREATE INDEX `catalogue_cards_owner_idx` ON `catalogue_cards` (`owner_publisher_id`, `owner_env`) WHERE `owner_publisher_id` IS NOT NULL;
--> statement-breakpoint
-- A partition's own part of a retailer: a row while the partition has a visible offer of its own on the
-- retailer or a channel of its own; `types` are the bits of those offers. A page shows such a retailer from
-- its offers and channels as read for the partition (few retailers have one).
CREATE TABLE `catalogue_scope_parts` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`retailer_id` text NOT NULL,
	`types` integer NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `retailer_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Retailers everyone sees (no owner) with a visible platform offer of a type in `mask`, per mask 1..31: the
-- platform's share of every catalogue total (a partition adds its own parts and own retailers).
CREATE TABLE `catalogue_type_counts` (
	`mask` integer PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
WITH RECURSIVE m(`mask`) AS (SELECT 1 UNION ALL SELECT `mask` + 1 FROM m WHERE `mask` < 31)
INSERT INTO `catalogue_type_counts` (`mask`) SELECT `mask` FROM m;
--> statement-breakpoint
-- Work queue of the triggers below: a row asks for a retailer's card (publisher_id NULL) or a partition's
-- part of it to be computed again; the insert trigger does it and removes the row at once, so the table is
-- always empty between statements.
CREATE TABLE `catalogue_refresh` (
	`retailer_id` text NOT NULL,
	`publisher_id` text,
	`env` text
);
--> statement-breakpoint
CREATE TRIGGER `catalogue_refresh_card` AFTER INSERT ON `catalogue_refresh` WHEN NEW.`publisher_id` IS NULL
BEGIN
  DELETE FROM `catalogue_cards` WHERE `retailer_id` = NEW.`retailer_id` AND NOT EXISTS (SELECT 1 FROM `retailers` WHERE `id` = NEW.`retailer_id`);
  INSERT INTO `catalogue_cards` (`retailer_id`, `owner_publisher_id`, `owner_env`, `types`, `offer_types`, `card`)
  SELECT x.`id`, x.`owner_publisher_id`, x.`env`, x.`types`, x.`offer_types`,
    json_object(
      'id', x.`id`,
      'retailerName', x.`name`,
      'logo', x.`logo`,
      'retailerWebsite', x.`website`,
      'personalisationCategories', json(x.`categories`),
      'offers', json(x.`offers`),
      'offerType', json((SELECT json_group_array(b.`offer_type` ORDER BY b.`bit`) FROM `catalogue_type_bits` b WHERE (x.`types` & b.`bit`) <> 0)),
      'channels', json((
        SELECT json_group_array(json_object(
            'id', c.`id`, 'channelName', c.`channel_name`, 'address', c.`address`, 'city', c.`city`, 'postcode', c.`postcode`,
            'channelType', c.`channel_type`,
            'mids', json((SELECT json_group_array(m.`mid` ORDER BY m.`mid`) FROM `channel_mids` m WHERE m.`channel_id` = c.`id`)))
          ORDER BY c.`created_on`, c.`id`)
        FROM `channels` c WHERE c.`retailer_id` = x.`id` AND c.`owner_publisher_id` IS NULL)))
  FROM (
    SELECT r.`id`, r.`owner_publisher_id`, r.`env`, r.`name`, r.`logo`, r.`website`, r.`categories`,
      (SELECT COALESCE(SUM(DISTINCT COALESCE(b.`bit`, 16)), 0) FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
        WHERE o.`retailer_id` = r.`id` AND o.`owner_publisher_id` IS NULL AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `types`,
      (SELECT COALESCE(group_concat(COALESCE(b.`letter`, '?'), '' ORDER BY o.`created_on`, o.`id`), '') FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
        WHERE o.`retailer_id` = r.`id` AND o.`owner_publisher_id` IS NULL AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `offer_types`,
      (SELECT json_group_array(o.`id` ORDER BY o.`created_on`, o.`id`) FROM `offers` o
        WHERE o.`retailer_id` = r.`id` AND o.`owner_publisher_id` IS NULL AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `offers`
    FROM `retailers` r WHERE r.`id` = NEW.`retailer_id`
  ) x
  WHERE true
  ON CONFLICT (`retailer_id`) DO UPDATE SET `owner_publisher_id` = excluded.`owner_publisher_id`, `owner_env` = excluded.`owner_env`,
    `types` = excluded.`types`, `offer_types` = excluded.`offer_types`, `card` = excluded.`card`;
  DELETE FROM `catalogue_refresh` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
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
CREATE TRIGGER `catalogue_cards_count_insert` AFTER INSERT ON `catalogue_cards` WHEN NEW.`owner_publisher_id` IS NULL
BEGIN
  UPDATE `catalogue_type_counts` SET `n` = `n` + 1 WHERE (NEW.`types` & `mask`) <> 0;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_cards_count_delete` AFTER DELETE ON `catalogue_cards` WHEN OLD.`owner_publisher_id` IS NULL
BEGIN
  UPDATE `catalogue_type_counts` SET `n` = `n` - 1 WHERE (OLD.`types` & `mask`) <> 0;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_cards_count_update` AFTER UPDATE OF `types`, `owner_publisher_id` ON `catalogue_cards`
WHEN OLD.`types` IS NOT NEW.`types` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id`
BEGIN
  UPDATE `catalogue_type_counts` SET `n` = `n` - 1 WHERE OLD.`owner_publisher_id` IS NULL AND (OLD.`types` & `mask`) <> 0;
  UPDATE `catalogue_type_counts` SET `n` = `n` + 1 WHERE NEW.`owner_publisher_id` IS NULL AND (NEW.`types` & `mask`) <> 0;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_retailer_insert` AFTER INSERT ON `retailers`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) VALUES (NEW.`id`);
END;
--> statement-breakpoint
-- Not the transaction counters: every purchase moves them, and only the MOSTPOPULAR index reads them.
CREATE TRIGGER `catalogue_retailer_update` AFTER UPDATE OF `id`, `name`, `logo`, `website`, `categories`, `owner_publisher_id`, `env` ON `retailers`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) VALUES (NEW.`id`);
  INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT OLD.`id` WHERE OLD.`id` IS NOT NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_retailer_delete` AFTER DELETE ON `retailers`
BEGIN
  DELETE FROM `catalogue_cards` WHERE `retailer_id` = OLD.`id`;
  DELETE FROM `catalogue_scope_parts` WHERE `retailer_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_offer_insert` AFTER INSERT ON `offers`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_offer_delete` AFTER DELETE ON `offers`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_offer_update` AFTER UPDATE OF `id`, `retailer_id`, `owner_publisher_id`, `env`, `offer_type`, `hidden`, `removed_on`, `created_on` ON `offers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id`
  OR OLD.`env` IS NOT NEW.`env` OR OLD.`offer_type` IS NOT NEW.`offer_type` OR OLD.`hidden` IS NOT NEW.`hidden`
  OR OLD.`removed_on` IS NOT NEW.`removed_on` OR OLD.`created_on` IS NOT NEW.`created_on`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) SELECT NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`
  WHERE OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id` OR OLD.`env` IS NOT NEW.`env`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_channel_insert` AFTER INSERT ON `channels`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_channel_delete` AFTER DELETE ON `channels`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_channel_update` AFTER UPDATE OF `id`, `retailer_id`, `owner_publisher_id`, `env`, `channel_name`, `channel_type`, `address`, `city`, `postcode`, `created_on` ON `channels`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) VALUES (OLD.`retailer_id`, OLD.`owner_publisher_id`, OLD.`env`);
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`) SELECT NEW.`retailer_id`, NEW.`owner_publisher_id`, NEW.`env`
  WHERE OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`owner_publisher_id` IS NOT NEW.`owner_publisher_id` OR OLD.`env` IS NOT NEW.`env`;
END;
--> statement-breakpoint
-- MIDs are on the cards of platform channels only (a partition's own channels are read with the page).
CREATE TRIGGER `catalogue_mid_insert` AFTER INSERT ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT c.`retailer_id` FROM `channels` c WHERE c.`id` = NEW.`channel_id` AND c.`owner_publisher_id` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_mid_delete` AFTER DELETE ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT c.`retailer_id` FROM `channels` c WHERE c.`id` = OLD.`channel_id` AND c.`owner_publisher_id` IS NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_mid_update` AFTER UPDATE ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT c.`retailer_id` FROM `channels` c WHERE c.`id` IN (OLD.`channel_id`, NEW.`channel_id`) AND c.`owner_publisher_id` IS NULL;
END;
--> statement-breakpoint
-- The catalogue's orders as index walks (id and owner carried, so a walk reads no retailer row). The
-- MOSTPOPULAR ones move with every purchase's counter update: one index entry each, ~158 entries deep.
CREATE INDEX `retailers_live_popular_idx` ON `retailers` (`live_transaction_count` DESC, `name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`);
--> statement-breakpoint
CREATE INDEX `retailers_sandbox_popular_idx` ON `retailers` (`sandbox_transaction_count` DESC, `name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`);
--> statement-breakpoint
CREATE INDEX `retailers_name_nocase_idx` ON `retailers` (`name` COLLATE NOCASE, `id`, `owner_publisher_id`, `env`);
--> statement-breakpoint
INSERT INTO `catalogue_refresh` (`retailer_id`) SELECT `id` FROM `retailers` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
SELECT DISTINCT `retailer_id`, `owner_publisher_id`, `env` FROM (
  SELECT `retailer_id`, `owner_publisher_id`, `env` FROM `offers` WHERE `owner_publisher_id` IS NOT NULL
  UNION SELECT `retailer_id`, `owner_publisher_id`, `env` FROM `channels` WHERE `owner_publisher_id` IS NOT NULL);
--> statement-breakpoint
-- The programme lists' keys, one row per programme offer: its filters (offer type, availability,
-- approval) and sort keys (the retailer's popularity and name, created, decided) side by side, so each
-- order is one index of this table, walked with the filters read from the index. `name` and `offer_type`
-- are NULL while the retailer or offer is missing: the lists join both, so such a row is not listed.
CREATE TABLE `programme_list_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`offer_id` text NOT NULL,
	`retailer_id` text NOT NULL,
	`offer_type` text,
	`active` integer NOT NULL,
	`offer_approval` text NOT NULL,
	`popularity` integer,
	`name` text,
	`created_on` integer NOT NULL,
	`decided_on` integer
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `programme_keys_popular_idx` ON `programme_list_keys` (`publisher_id`, `env`, `popularity` DESC, `name` COLLATE NOCASE, `id`, `offer_type`, `active`, `offer_approval`);
--> statement-breakpoint
CREATE INDEX `programme_keys_name_idx` ON `programme_list_keys` (`publisher_id`, `env`, `name` COLLATE NOCASE, `id`, `offer_type`, `active`, `offer_approval`);
--> statement-breakpoint
CREATE INDEX `programme_keys_created_idx` ON `programme_list_keys` (`publisher_id`, `env`, `created_on`, `id`, `offer_type`, `active`, `offer_approval`, `name`);
--> statement-breakpoint
CREATE INDEX `programme_keys_decided_idx` ON `programme_list_keys` (`publisher_id`, `env`, `decided_on`, `id`, `offer_type`, `active`, `offer_approval`, `name`);
--> statement-breakpoint
CREATE INDEX `programme_keys_retailer_idx` ON `programme_list_keys` (`retailer_id`);
--> statement-breakpoint
CREATE INDEX `programme_keys_offer_idx` ON `programme_list_keys` (`offer_id`);
--> statement-breakpoint
-- Listed rows (retailer and offer present) per partition, offer type, availability and approval: a list's
-- total is the sum of the few rows its filters select. A count that reaches 0 is removed.
CREATE TABLE `programme_list_counts` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`offer_type` text NOT NULL,
	`active` integer NOT NULL,
	`offer_approval` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `offer_type`, `active`, `offer_approval`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_count_insert` AFTER INSERT ON `programme_list_keys`
WHEN NEW.`name` IS NOT NULL AND NEW.`offer_type` IS NOT NULL
BEGIN
  INSERT INTO `programme_list_counts` (`publisher_id`, `env`, `offer_type`, `active`, `offer_approval`, `n`)
  VALUES (NEW.`publisher_id`, NEW.`env`, NEW.`offer_type`, NEW.`active`, NEW.`offer_approval`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_count_delete` AFTER DELETE ON `programme_list_keys`
WHEN OLD.`name` IS NOT NULL AND OLD.`offer_type` IS NOT NULL
BEGIN
  UPDATE `programme_list_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `offer_type` = OLD.`offer_type` AND `active` = OLD.`active`
    AND `offer_approval` = OLD.`offer_approval`;
  DELETE FROM `programme_list_counts` WHERE `n` = 0 AND `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
    AND `offer_type` = OLD.`offer_type` AND `active` = OLD.`active` AND `offer_approval` = OLD.`offer_approval`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_count_update` AFTER UPDATE ON `programme_list_keys`
WHEN OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env` OR OLD.`offer_type` IS NOT NEW.`offer_type`
  OR OLD.`active` IS NOT NEW.`active` OR OLD.`offer_approval` IS NOT NEW.`offer_approval` OR (OLD.`name` IS NULL) <> (NEW.`name` IS NULL)
BEGIN
  UPDATE `programme_list_counts` SET `n` = `n` - 1
  WHERE OLD.`name` IS NOT NULL AND OLD.`offer_type` IS NOT NULL
    AND `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `offer_type` = OLD.`offer_type` AND `active` = OLD.`active`
    AND `offer_approval` = OLD.`offer_approval`;
  DELETE FROM `programme_list_counts` WHERE `n` = 0 AND `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
    AND `offer_type` = OLD.`offer_type` AND `active` = OLD.`active` AND `offer_approval` = OLD.`offer_approval`;
  INSERT INTO `programme_list_counts` (`publisher_id`, `env`, `offer_type`, `active`, `offer_approval`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, NEW.`offer_type`, NEW.`active`, NEW.`offer_approval`, 1
  WHERE NEW.`name` IS NOT NULL AND NEW.`offer_type` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_offer_keys_insert` AFTER INSERT ON `programme_offers`
BEGIN
  INSERT INTO `programme_list_keys` (`id`, `publisher_id`, `env`, `offer_id`, `retailer_id`, `offer_type`, `active`, `offer_approval`,
    `popularity`, `name`, `created_on`, `decided_on`)
  VALUES (NEW.`id`, NEW.`publisher_id`, NEW.`env`, NEW.`offer_id`, NEW.`retailer_id`,
    (SELECT `offer_type` FROM `offers` WHERE `id` = NEW.`offer_id`), NEW.`active`, NEW.`offer_approval`,
    (SELECT `popularity` FROM `retailers` WHERE `id` = NEW.`retailer_id`), (SELECT `name` FROM `retailers` WHERE `id` = NEW.`retailer_id`),
    NEW.`created_on`, NEW.`decided_on`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_offer_keys_update` AFTER UPDATE OF `id`, `publisher_id`, `env`, `offer_id`, `retailer_id`, `offer_approval`, `active`, `created_on`, `decided_on` ON `programme_offers`
BEGIN
  UPDATE `programme_list_keys` SET `id` = NEW.`id`, `publisher_id` = NEW.`publisher_id`, `env` = NEW.`env`, `offer_id` = NEW.`offer_id`,
    `retailer_id` = NEW.`retailer_id`, `offer_type` = (SELECT `offer_type` FROM `offers` WHERE `id` = NEW.`offer_id`),
    `active` = NEW.`active`, `offer_approval` = NEW.`offer_approval`,
    `popularity` = (SELECT `popularity` FROM `retailers` WHERE `id` = NEW.`retailer_id`), `name` = (SELECT `name` FROM `retailers` WHERE `id` = NEW.`retailer_id`),
    `created_on` = NEW.`created_on`, `decided_on` = NEW.`decided_on`
  WHERE `id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_offer_keys_delete` AFTER DELETE ON `programme_offers`
BEGIN
  DELETE FROM `programme_list_keys` WHERE `id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_offer_type` AFTER UPDATE OF `id`, `offer_type` ON `offers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`offer_type` IS NOT NEW.`offer_type`
BEGIN
  UPDATE `programme_list_keys` SET `offer_type` = NULL WHERE `offer_id` = OLD.`id`;
  UPDATE `programme_list_keys` SET `offer_type` = NEW.`offer_type` WHERE `offer_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_offer_insert` AFTER INSERT ON `offers`
BEGIN
  UPDATE `programme_list_keys` SET `offer_type` = NEW.`offer_type` WHERE `offer_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_offer_delete` AFTER DELETE ON `offers`
BEGIN
  UPDATE `programme_list_keys` SET `offer_type` = NULL WHERE `offer_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_retailer_insert` AFTER INSERT ON `retailers`
BEGIN
  UPDATE `programme_list_keys` SET `popularity` = NEW.`popularity`, `name` = NEW.`name` WHERE `retailer_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_retailer_update` AFTER UPDATE OF `id`, `name`, `popularity` ON `retailers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`name` IS NOT NEW.`name` OR OLD.`popularity` IS NOT NEW.`popularity`
BEGIN
  UPDATE `programme_list_keys` SET `popularity` = NULL, `name` = NULL WHERE `retailer_id` = OLD.`id`;
  UPDATE `programme_list_keys` SET `popularity` = NEW.`popularity`, `name` = NEW.`name` WHERE `retailer_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_keys_retailer_delete` AFTER DELETE ON `retailers`
BEGIN
  UPDATE `programme_list_keys` SET `popularity` = NULL, `name` = NULL WHERE `retailer_id` = OLD.`id`;
END;
--> statement-breakpoint
INSERT INTO `programme_list_keys` (`id`, `publisher_id`, `env`, `offer_id`, `retailer_id`, `offer_type`, `active`, `offer_approval`,
  `popularity`, `name`, `created_on`, `decided_on`)
SELECT po.`id`, po.`publisher_id`, po.`env`, po.`offer_id`, po.`retailer_id`, o.`offer_type`, po.`active`, po.`offer_approval`,
  r.`popularity`, r.`name`, po.`created_on`, po.`decided_on`
FROM `programme_offers` po LEFT JOIN `offers` o ON o.`id` = po.`offer_id` LEFT JOIN `retailers` r ON r.`id` = po.`retailer_id`;
