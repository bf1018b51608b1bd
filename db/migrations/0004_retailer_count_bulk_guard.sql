-- Bulk imports (transaction uploads) add a file's transactions to the retailers' counters once per
-- retailer, set-based, instead of one `retailers` UPDATE per inserted row. While `retailer_count_deferrals`
-- holds a row the per-row insert trigger stands aside; the importer adds that row, inserts, removes it
-- and updates the counters itself, all inside its one transaction, so no other writer ever sees it.
CREATE TABLE `retailer_count_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
DROP TRIGGER `transactions_count_retailer_insert`;
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_insert` AFTER INSERT ON `transactions`
WHEN NEW.`retailer_id` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `retailer_count_deferrals`)
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = `live_transaction_count` + (NEW.`env` = 'live'),
      `sandbox_transaction_count` = `sandbox_transaction_count` + (NEW.`env` = 'sandbox')
  WHERE `id` = NEW.`retailer_id`;
END;
