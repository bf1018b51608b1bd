-- A transaction's offer matches as its list answer writes them (`offersAvailable`), kept on its own row (issue 11,
-- decision 0030). The transaction lists selected them with a correlated subquery per row: a seek in the matches' key,
-- a seek of each match's row, and SQLite's JSON functions per match. That was a third of a page's statement on the
-- `large` world (27 of 82 µs for the newest pages, 60 of 120 µs for an end user's, whose rows lie all over the table).
-- `offers_available` is json_group_array of {"id": offer, "programmeOfferId"} in programme offer order, or NULL for
-- a transaction that never had a match (read as '[]'). Kept by the triggers below for every writer, cascades included;
-- a writer holding a row of `transaction_offers_deferrals` (the upload's final copy, a delete of whole transactions)
-- writes the text itself, or has nothing to keep. The `large` seeding lifts the insert trigger and writes the text
-- with each transaction (seeds/src/factories/bulk-load.ts). Kept out of the drizzle schema, like migration 0020's
-- column (decision 0003): no writer names it.
ALTER TABLE `transactions` ADD `offers_available` text;
--> statement-breakpoint
CREATE TABLE `transaction_offers_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `transaction_offers_insert` AFTER INSERT ON `transaction_offer_matches`
WHEN NOT EXISTS (SELECT 1 FROM `transaction_offers_deferrals`)
BEGIN
  UPDATE `transactions` SET `offers_available` = (
    SELECT json_group_array(json_object('id', m.`offer_id`, 'programmeOfferId', m.`programme_offer_id`) ORDER BY m.`programme_offer_id`)
    FROM `transaction_offer_matches` m WHERE m.`transaction_id` = NEW.`transaction_id`)
  WHERE `id` = NEW.`transaction_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_offers_delete` AFTER DELETE ON `transaction_offer_matches`
WHEN NOT EXISTS (SELECT 1 FROM `transaction_offers_deferrals`)
BEGIN
  UPDATE `transactions` SET `offers_available` = (
    SELECT json_group_array(json_object('id', m.`offer_id`, 'programmeOfferId', m.`programme_offer_id`) ORDER BY m.`programme_offer_id`)
    FROM `transaction_offer_matches` m WHERE m.`transaction_id` = OLD.`transaction_id`)
  WHERE `id` = OLD.`transaction_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_offers_update` AFTER UPDATE OF `transaction_id`, `programme_offer_id`, `offer_id` ON `transaction_offer_matches`
BEGIN
  UPDATE `transactions` SET `offers_available` = (
    SELECT json_group_array(json_object('id', m.`offer_id`, 'programmeOfferId', m.`programme_offer_id`) ORDER BY m.`programme_offer_id`)
    FROM `transaction_offer_matches` m WHERE m.`transaction_id` = `transactions`.`id`)
  WHERE `id` IN (OLD.`transaction_id`, NEW.`transaction_id`);
END;
--> statement-breakpoint
UPDATE `transactions` SET `offers_available` = (
  SELECT json_group_array(json_object('id', m.`offer_id`, 'programmeOfferId', m.`programme_offer_id`) ORDER BY m.`programme_offer_id`)
  FROM `transaction_offer_matches` m WHERE m.`transaction_id` = `transactions`.`id`)
WHERE `id` IN (SELECT `transaction_id` FROM `transaction_offer_matches`);
