-- Real popularity for the catalogue's MOSTPOPULAR sort: transactions matched to each retailer across the
-- platform, per partition. Triggers keep the counters in step with every writer (seeds, enrichment,
-- uploads, resets) so no code path can forget; the UPDATE below backfills databases that already exist.
CREATE TRIGGER `transactions_count_retailer_insert` AFTER INSERT ON `transactions`
WHEN NEW.`retailer_id` IS NOT NULL
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = `live_transaction_count` + (NEW.`env` = 'live'),
      `sandbox_transaction_count` = `sandbox_transaction_count` + (NEW.`env` = 'sandbox')
  WHERE `id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_delete` AFTER DELETE ON `transactions`
WHEN OLD.`retailer_id` IS NOT NULL
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = max(0, `live_transaction_count` - (OLD.`env` = 'live')),
      `sandbox_transaction_count` = max(0, `sandbox_transaction_count` - (OLD.`env` = 'sandbox'))
  WHERE `id` = OLD.`retailer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_count_retailer_update` AFTER UPDATE OF `retailer_id`, `env` ON `transactions`
WHEN OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`env` IS NOT NEW.`env`
BEGIN
  UPDATE `retailers`
  SET `live_transaction_count` = max(0, `live_transaction_count` - (OLD.`env` = 'live')),
      `sandbox_transaction_count` = max(0, `sandbox_transaction_count` - (OLD.`env` = 'sandbox'))
  WHERE OLD.`retailer_id` IS NOT NULL AND `id` = OLD.`retailer_id`;
  UPDATE `retailers`
  SET `live_transaction_count` = `live_transaction_count` + (NEW.`env` = 'live'),
      `sandbox_transaction_count` = `sandbox_transaction_count` + (NEW.`env` = 'sandbox')
  WHERE NEW.`retailer_id` IS NOT NULL AND `id` = NEW.`retailer_id`;
END;
--> statement-breakpoint
UPDATE `retailers` SET
  `live_transaction_count` = (SELECT count(*) FROM `transactions` t WHERE t.`retailer_id` = `retailers`.`id` AND t.`env` = 'live'),
  `sandbox_transaction_count` = (SELECT count(*) FROM `transactions` t WHERE t.`retailer_id` = `retailers`.`id` AND t.`env` = 'sandbox');
