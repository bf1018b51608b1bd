-- A partition's own part of a retailer carries its catalogue card (issue 11, decision 0014, fifteenth pass). A page
-- read such a retailer's offers and channels again for the partition (two statements, JSON.parse, JSON.stringify):
-- ~40 µs of CPU on each page with one, a quarter of the list-specific work of the bench's answers. Now the part
-- holds the card as the partition sees it (the platform's visible offers and channels with its own, in the same
-- order and keys as migration 0013's cards) and its offers' letters, and a page answers it as text like any card.
-- A part's card is computed where its row is (catalogue_refresh_part); the platform's part of it moves with the
-- retailer's card (every platform write refreshes that card, which now queues the retailer's parts), and the MIDs
-- of a partition's own channels queue their part.
ALTER TABLE `catalogue_scope_parts` ADD `offer_types` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `catalogue_scope_parts` ADD `card` text DEFAULT '' NOT NULL;
--> statement-breakpoint
DROP TRIGGER `catalogue_refresh_part`;
--> statement-breakpoint
-- `types` stays the bits of the partition's own visible offers (the lists' filter and totals); the card's offers,
-- letters and offerType are those of every offer the partition sees (the platform's and its own).
CREATE TRIGGER `catalogue_refresh_part` AFTER INSERT ON `catalogue_refresh` WHEN NEW.`publisher_id` IS NOT NULL
BEGIN
  DELETE FROM `catalogue_scope_parts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `retailer_id` = NEW.`retailer_id`;
  INSERT INTO `catalogue_scope_parts` (`publisher_id`, `env`, `retailer_id`, `types`, `offer_types`, `card`)
  SELECT NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, x.`own_types`, x.`offer_types`,
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
        FROM `channels` c WHERE c.`retailer_id` = NEW.`retailer_id`
          AND (c.`owner_publisher_id` IS NULL OR (c.`owner_publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env`)))))
  FROM (
    SELECT r.`id`, r.`name`, r.`logo`, r.`website`, r.`categories`,
      (SELECT COALESCE(SUM(DISTINCT COALESCE(b.`bit`, 16)), 0) FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
        WHERE o.`retailer_id` = NEW.`retailer_id` AND o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`
          AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `own_types`,
      (SELECT COALESCE(SUM(DISTINCT COALESCE(b.`bit`, 16)), 0) FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
        WHERE o.`retailer_id` = NEW.`retailer_id` AND (o.`owner_publisher_id` IS NULL OR (o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`))
          AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `types`,
      (SELECT COALESCE(group_concat(COALESCE(b.`letter`, '?'), '' ORDER BY o.`created_on`, o.`id`), '') FROM `offers` o LEFT JOIN `catalogue_type_bits` b ON b.`offer_type` = o.`offer_type`
        WHERE o.`retailer_id` = NEW.`retailer_id` AND (o.`owner_publisher_id` IS NULL OR (o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`))
          AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `offer_types`,
      (SELECT json_group_array(o.`id` ORDER BY o.`created_on`, o.`id`) FROM `offers` o
        WHERE o.`retailer_id` = NEW.`retailer_id` AND (o.`owner_publisher_id` IS NULL OR (o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`))
          AND o.`hidden` = 0 AND o.`removed_on` IS NULL) AS `offers`
    -- A part whose retailer is gone is kept as before (its card then names no retailer): no page walks to it.
    FROM (SELECT NEW.`retailer_id` AS `wanted`) k LEFT JOIN `retailers` r ON r.`id` = k.`wanted`
  ) x
  WHERE NEW.`env` IS NOT NULL AND (
    EXISTS (SELECT 1 FROM `offers` o WHERE o.`retailer_id` = NEW.`retailer_id` AND o.`owner_publisher_id` = NEW.`publisher_id` AND o.`env` = NEW.`env`
      AND o.`hidden` = 0 AND o.`removed_on` IS NULL)
    OR EXISTS (SELECT 1 FROM `channels` c WHERE c.`retailer_id` = NEW.`retailer_id` AND c.`owner_publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env`));
  DELETE FROM `catalogue_refresh` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
-- Every write the platform's card follows (the retailer's row, platform offers, channels and MIDs) is in its parts'
-- cards too: a card written again queues the retailer's parts.
CREATE TRIGGER `catalogue_cards_parts_insert` AFTER INSERT ON `catalogue_cards`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
  SELECT `retailer_id`, `publisher_id`, `env` FROM `catalogue_scope_parts` WHERE `retailer_id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_cards_parts_update` AFTER UPDATE ON `catalogue_cards`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
  SELECT `retailer_id`, `publisher_id`, `env` FROM `catalogue_scope_parts` WHERE `retailer_id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
-- The MIDs of a partition's own channels are on its part's card (0013's MID triggers follow platform channels only).
CREATE TRIGGER `catalogue_own_mid_insert` AFTER INSERT ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
  SELECT c.`retailer_id`, c.`owner_publisher_id`, c.`env` FROM `channels` c WHERE c.`id` = NEW.`channel_id` AND c.`owner_publisher_id` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_own_mid_delete` AFTER DELETE ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
  SELECT c.`retailer_id`, c.`owner_publisher_id`, c.`env` FROM `channels` c WHERE c.`id` = OLD.`channel_id` AND c.`owner_publisher_id` IS NOT NULL;
END;
--> statement-breakpoint
CREATE TRIGGER `catalogue_own_mid_update` AFTER UPDATE ON `channel_mids`
BEGIN
  INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
  SELECT c.`retailer_id`, c.`owner_publisher_id`, c.`env` FROM `channels` c
  WHERE c.`id` IN (OLD.`channel_id`, NEW.`channel_id`) AND c.`owner_publisher_id` IS NOT NULL;
END;
--> statement-breakpoint
INSERT INTO `catalogue_refresh` (`retailer_id`, `publisher_id`, `env`)
SELECT `retailer_id`, `publisher_id`, `env` FROM `catalogue_scope_parts` ORDER BY `publisher_id`, `env`, `retailer_id`;
