-- A programme row's answer as stored text (issue 11; follows decision 0014's third and fifth passes). A programme or approvals page
-- read each row joined to its offer, retailer and tiers (27 values, ~0.1 ms per 25-row page in better-sqlite3's value
-- creation) and wrote it as JSON in JavaScript (~0.05 ms). Now a page reads, per row, the answer's text around the
-- parts that follow from the terms alone, as the catalogue reads its cards (migration 0013): `head` is the row's
-- answer up to `"cashbackEarnings":`, `tail` from `,"retailer":` to `"displayRules":`; the server writes the earnings
-- and the headline label between and after them from `terms` and `currency` (programme-page-text.ts). Every value is
-- written as JSON.stringify writes it (SQLite's string quoting is the same for every text it can store; integers
-- only), and `head` and `tail` are NULL when a value is one the contract's compiled check would not pass or SQL
-- cannot write as JavaScript would (a real number, an unknown enum, a non-string name): such a page is answered
-- from the rows, as before. Triggers keep it in step with every writer; the statement at the end fills it.
-- A rowid table: a row (~1.5 KB) fits its b-tree cell, where a WITHOUT ROWID row would spill to an overflow page.
CREATE TABLE `programme_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`head` text,
	`terms` text,
	`currency` text,
	`tail` text
);
--> statement-breakpoint
-- Work queue of the triggers below: a row asks for a programme offer's card to be written again; the insert
-- trigger does it and removes the row at once, so the table is always empty between statements.
CREATE TABLE `programme_card_refresh` (
	`id` text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `programme_card_refresh_row` AFTER INSERT ON `programme_card_refresh`
BEGIN
  DELETE FROM `programme_cards` WHERE `id` = NEW.`id`;
  -- Only a listed row has a card: the lists join the offer and the retailer, so a row without them is not shown.
  INSERT INTO `programme_cards` (`id`, `head`, `terms`, `currency`, `tail`)
  SELECT x.`id`,
    CASE WHEN x.`fits` THEN
      '{"id":' || json_quote(x.`id`) || ',"active":' || CASE WHEN x.`active` = 1 THEN 'true' ELSE 'false' END
      || ',"createdOn":' || json_quote(x.`created_on`) || ',"offerApproval":' || json_quote(x.`offer_approval`)
      || ',"declinedReason":' || json_quote(x.`declined_reason`) || ',"decisionDueOn":' || json_quote(x.`decision_due_on`)
      || ',"decidedOn":' || json_quote(x.`decided_on`)
      || ',"activateOnApproval":' || CASE WHEN x.`activate_on_approval` = 1 THEN 'true' ELSE 'false' END
      || ',"splitOfCashbackPercentage":{"endUser":' || json_quote(x.`split_end_user`) || ',"client":' || json_quote(x.`split_client`)
      || '},"customerTierType":' || json_quote(x.`customer_tier_type`)
      || ',"selectedCustomerTiers":' || x.`tier_ids` || ',"customerTiers":' || x.`tiers` || ',"cashbackEarnings":'
    END,
    x.`cashback_earnings`, x.`currency`,
    CASE WHEN x.`fits` THEN
      ',"retailer":{"id":' || json_quote(x.`retailer_id`) || ',"retailerName":' || json_quote(x.`name`)
      || ',"logo":' || json_quote(x.`logo`) || ',"retailerWebsite":' || json_quote(x.`website`)
      || ',"personalisationCategories":' || (SELECT json_group_array(c.`value` ORDER BY c.`key`) FROM json_each(x.`categories`) c)
      || '},"offer":{"id":' || json_quote(x.`offer_id`) || ',"offerType":' || json_quote(x.`offer_type`)
      || ',"country":' || json_quote(x.`country`) || ',"currency":' || json_quote(x.`currency`)
      || ',"spendingCapped":' || CASE WHEN x.`spending_capped` = 1 THEN 'true' ELSE 'false' END
      -- Minor units as toMajor(m) = m / 100 writes it: the exact decimal, trailing zeros dropped (integers below 1e15).
      || ',"spendingCapAmount":' || CASE
        WHEN x.`cap` IS NULL THEN 'null'
        WHEN x.`cap` % 100 = 0 THEN CAST(x.`cap` / 100 AS TEXT)
        ELSE CASE WHEN x.`cap` < 0 THEN '-' ELSE '' END || (abs(x.`cap`) / 100) || rtrim(printf('.%02d', abs(x.`cap`) % 100), '0')
      END
      || ',"supplier":' || json_quote(x.`supplier`) || ',"ownerId":' || json_quote(x.`owner_id`)
      || ',"removedOn":' || json_quote(x.`removed_on`) || '},"displayRules":'
    END
  FROM (
    SELECT po.`id`, po.`active`, po.`created_on`, po.`offer_approval`, po.`declined_reason`, po.`decision_due_on`, po.`decided_on`,
      po.`activate_on_approval`, po.`split_end_user`, po.`split_client`, po.`customer_tier_type`, po.`cashback_earnings`,
      po.`retailer_id`, po.`offer_id`, r.`name`, r.`logo`, r.`website`, r.`categories`,
      o.`offer_type`, o.`country`, o.`currency`, o.`spending_capped`, o.`spending_cap_amount` AS `cap`, o.`supplier`, o.`owner_id`, o.`removed_on`,
      (SELECT json_group_array(t.`id` ORDER BY t.`created_on`, t.`id`)
        FROM `programme_offer_tiers` pot JOIN `customer_tiers` t ON t.`id` = pot.`tier_id` WHERE pot.`programme_offer_id` = po.`id`) AS `tier_ids`,
      (SELECT json_group_array(json_object('id', t.`id`, 'name', t.`name`) ORDER BY t.`created_on`, t.`id`)
        FROM `programme_offer_tiers` pot JOIN `customer_tiers` t ON t.`id` = pot.`tier_id` WHERE pot.`programme_offer_id` = po.`id`) AS `tiers`,
      (
        typeof(po.`id`) = 'text' AND typeof(po.`retailer_id`) = 'text' AND typeof(po.`offer_id`) = 'text'
        AND po.`offer_approval` IN ('APPROVED', 'PENDING', 'DECLINED') AND typeof(po.`offer_approval`) = 'text'
        AND po.`customer_tier_type` IN ('DEFAULT', 'TIERED', 'SET') AND typeof(po.`customer_tier_type`) = 'text'
        AND typeof(po.`declined_reason`) IN ('text', 'null')
        -- Integers JavaScript holds exactly (2^53), the nullable ones NULL or so.
        AND typeof(po.`created_on`) = 'integer' AND po.`created_on` BETWEEN -9007199254740991 AND 9007199254740991
        AND typeof(po.`decision_due_on`) IN ('integer', 'null') AND COALESCE(po.`decision_due_on`, 0) BETWEEN -9007199254740991 AND 9007199254740991
        AND typeof(po.`decided_on`) IN ('integer', 'null') AND COALESCE(po.`decided_on`, 0) BETWEEN -9007199254740991 AND 9007199254740991
        AND typeof(po.`split_end_user`) = 'integer' AND po.`split_end_user` BETWEEN -9007199254740991 AND 9007199254740991
        AND typeof(po.`split_client`) = 'integer' AND po.`split_client` BETWEEN -9007199254740991 AND 9007199254740991
        AND typeof(r.`name`) = 'text' AND typeof(r.`logo`) = 'text' AND typeof(r.`website`) = 'text'
        -- A JSON array of strings that JSON.parse reads as SQLite does (no \uD800-\uDFFF escapes: lone surrogates).
        -- (A CASE, so that json_type and json_each never read malformed JSON: their error would fail the write.)
        AND CASE WHEN typeof(r.`categories`) = 'text' AND json_valid(r.`categories`, 1) THEN
          json_type(r.`categories`) = 'array' AND instr(lower(r.`categories`), '\ud') = 0
          AND NOT EXISTS (SELECT 1 FROM json_each(r.`categories`) c WHERE c.`type` <> 'text')
        ELSE 0 END
        AND o.`offer_type` IN ('PAYMENT', 'ONLINE', 'GIFTCARD', 'CLICK_TO_ACTIVATE') AND typeof(o.`offer_type`) = 'text'
        AND typeof(o.`country`) = 'text' AND typeof(o.`currency`) = 'text' AND typeof(o.`supplier`) = 'text' AND typeof(o.`owner_id`) = 'text'
        AND typeof(o.`spending_cap_amount`) IN ('integer', 'null') AND COALESCE(o.`spending_cap_amount`, 0) BETWEEN -999999999999999 AND 999999999999999
        AND typeof(o.`removed_on`) IN ('integer', 'null') AND COALESCE(o.`removed_on`, 0) BETWEEN -9007199254740991 AND 9007199254740991
        AND NOT EXISTS (SELECT 1 FROM `programme_offer_tiers` pot JOIN `customer_tiers` t ON t.`id` = pot.`tier_id`
          WHERE pot.`programme_offer_id` = po.`id` AND (typeof(t.`id`) <> 'text' OR typeof(t.`name`) <> 'text'))
      ) AS `fits`
    FROM `programme_offers` po JOIN `offers` o ON o.`id` = po.`offer_id` JOIN `retailers` r ON r.`id` = po.`retailer_id`
    WHERE po.`id` = NEW.`id`
  ) x;
  DELETE FROM `programme_card_refresh` WHERE rowid = NEW.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_offer_insert` AFTER INSERT ON `programme_offers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) VALUES (NEW.`id`);
END;
--> statement-breakpoint
-- Not `updated_on` nor the scope: neither is in the answer.
CREATE TRIGGER `programme_card_offer_update` AFTER UPDATE OF `id`, `offer_id`, `retailer_id`, `offer_approval`, `declined_reason`, `active`,
  `activate_on_approval`, `created_on`, `decision_due_on`, `decided_on`, `split_end_user`, `split_client`, `customer_tier_type`,
  `cashback_earnings` ON `programme_offers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) VALUES (NEW.`id`);
  INSERT INTO `programme_card_refresh` (`id`) SELECT OLD.`id` WHERE OLD.`id` IS NOT NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_offer_delete` AFTER DELETE ON `programme_offers`
BEGIN
  DELETE FROM `programme_cards` WHERE `id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_tier_insert` AFTER INSERT ON `programme_offer_tiers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) VALUES (NEW.`programme_offer_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_tier_delete` AFTER DELETE ON `programme_offer_tiers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) VALUES (OLD.`programme_offer_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_tier_update` AFTER UPDATE ON `programme_offer_tiers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) VALUES (NEW.`programme_offer_id`);
  INSERT INTO `programme_card_refresh` (`id`) SELECT OLD.`programme_offer_id` WHERE OLD.`programme_offer_id` IS NOT NEW.`programme_offer_id`;
END;
--> statement-breakpoint
-- A tier's name and order are on the cards of the rows that chose it (programme_offer_tiers_tier_idx finds them).
CREATE TRIGGER `programme_card_customer_tier_insert` AFTER INSERT ON `customer_tiers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `programme_offer_id` FROM `programme_offer_tiers` WHERE `tier_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_customer_tier_update` AFTER UPDATE OF `id`, `name`, `created_on` ON `customer_tiers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`name` IS NOT NEW.`name` OR OLD.`created_on` IS NOT NEW.`created_on`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `programme_offer_id` FROM `programme_offer_tiers` WHERE `tier_id` IN (OLD.`id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_customer_tier_delete` AFTER DELETE ON `customer_tiers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `programme_offer_id` FROM `programme_offer_tiers` WHERE `tier_id` = OLD.`id`;
END;
--> statement-breakpoint
-- An offer's and a retailer's values are on the cards of the rows that show them (migration 0013's keys index them).
CREATE TRIGGER `programme_card_offer_row_insert` AFTER INSERT ON `offers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `offer_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_offer_row_update` AFTER UPDATE OF `id`, `offer_type`, `country`, `currency`, `spending_capped`,
  `spending_cap_amount`, `supplier`, `owner_id`, `removed_on` ON `offers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`offer_type` IS NOT NEW.`offer_type` OR OLD.`country` IS NOT NEW.`country`
  OR OLD.`currency` IS NOT NEW.`currency` OR OLD.`spending_capped` IS NOT NEW.`spending_capped`
  OR OLD.`spending_cap_amount` IS NOT NEW.`spending_cap_amount` OR OLD.`supplier` IS NOT NEW.`supplier`
  OR OLD.`owner_id` IS NOT NEW.`owner_id` OR OLD.`removed_on` IS NOT NEW.`removed_on`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `offer_id` IN (OLD.`id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_offer_row_delete` AFTER DELETE ON `offers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `offer_id` = OLD.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_retailer_insert` AFTER INSERT ON `retailers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `retailer_id` = NEW.`id`;
END;
--> statement-breakpoint
-- Not the popularity nor the transaction counters: neither is in the answer.
CREATE TRIGGER `programme_card_retailer_update` AFTER UPDATE OF `id`, `name`, `logo`, `website`, `categories` ON `retailers`
WHEN OLD.`id` IS NOT NEW.`id` OR OLD.`name` IS NOT NEW.`name` OR OLD.`logo` IS NOT NEW.`logo`
  OR OLD.`website` IS NOT NEW.`website` OR OLD.`categories` IS NOT NEW.`categories`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `retailer_id` IN (OLD.`id`, NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `programme_card_retailer_delete` AFTER DELETE ON `retailers`
BEGIN
  INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_list_keys` WHERE `retailer_id` = OLD.`id`;
END;
--> statement-breakpoint
INSERT INTO `programme_card_refresh` (`id`) SELECT `id` FROM `programme_offers` ORDER BY `id`;
