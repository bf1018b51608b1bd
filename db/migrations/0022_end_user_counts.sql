-- Each end user's count of transactions and of cashback, kept on their row (issue 11, decision 0032). An end user's
-- page of either list counted their rows along the user index on every call: 10-12 µs for the 250-580 rows of the
-- `large` world's bulk users, a tenth of the page's CPU, in a separate statement from the check that the user is the
-- caller's. Now one statement reads both. Kept for every writer by the triggers below (foreign-key cascades included:
-- an end user's rows go with them). A writer holding a row of `scope_row_count_deferrals` (the upload's final copy)
-- adds its rows' counts itself, set-based, as it does the scope counts; the `large` seeding lifts the insert triggers
-- and adds the counts it kept (seeds/src/factories/bulk-load.ts). Kept out of the drizzle schema, like migration
-- 0021's column: no writer names them.
ALTER TABLE `end_users` ADD `transaction_count` integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE `end_users` ADD `cashback_count` integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` + 1 WHERE `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` - 1 WHERE `id` = OLD.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_transactions_move` AFTER UPDATE OF `end_user_id` ON `transactions`
WHEN OLD.`end_user_id` IS NOT NEW.`end_user_id`
BEGIN
  UPDATE `end_users` SET `transaction_count` = `transaction_count` - 1 WHERE `id` = OLD.`end_user_id`;
  UPDATE `end_users` SET `transaction_count` = `transaction_count` + 1 WHERE `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` + 1 WHERE `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` - 1 WHERE `id` = OLD.`end_user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `end_user_cashback_move` AFTER UPDATE OF `end_user_id` ON `cashback`
WHEN OLD.`end_user_id` IS NOT NEW.`end_user_id`
BEGIN
  UPDATE `end_users` SET `cashback_count` = `cashback_count` - 1 WHERE `id` = OLD.`end_user_id`;
  UPDATE `end_users` SET `cashback_count` = `cashback_count` + 1 WHERE `id` = NEW.`end_user_id`;
END;
--> statement-breakpoint
UPDATE `end_users` SET
  `transaction_count` = (SELECT COUNT(*) FROM `transactions` t WHERE t.`end_user_id` = `end_users`.`id`),
  `cashback_count` = (SELECT COUNT(*) FROM `cashback` c WHERE c.`end_user_id` = `end_users`.`id`);
