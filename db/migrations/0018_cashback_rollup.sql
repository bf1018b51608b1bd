-- The retailer page's cashback figure (server/src/modules/catalogue/retailer-analytics.repo.ts) read every
-- cashback row of the retailer in the window for its status and amount: ~0.2 ms of a year's ~0.55 ms of answer
-- for a busy retailer of the demo, growing with the rows (issue 11). This keeps, per scope, retailer and UTC day
-- of created_on, the count and the end users' cashback of the rows that still count (not DECLINED or
-- DISQUALIFIED): a window of whole days is one range scan of at most a row per day, summed by SQLite.
-- (retailer_id is NOT NULL in cashback; the triggers test it anyway, at no cost.) Rows emptied by deletes or status changes keep
-- n = 0. Days are floored (a created_on before 1970 belongs to the day before zero, as a window's bounds say).
-- Kept by the triggers below for every writer; the `large` seeding lifts the insert trigger while it appends and
-- adds its rows set-based after (seeds/src/factories/bulk-load.ts). Kept out of the drizzle schema files, like
-- the other maintained tables (decision 0003).
CREATE TABLE `cashback_rollup_retailer_day` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`retailer_id` text NOT NULL,
	`day` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	`volume` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`publisher_id`, `env`, `retailer_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Backfill from the rows as they are (the same statement the bulk load's catch-up runs over its new rows).
INSERT INTO `cashback_rollup_retailer_day` (`publisher_id`, `env`, `retailer_id`, `day`, `n`, `volume`)
SELECT `publisher_id`, `env`, `retailer_id`, `created_on` - ((`created_on` % 86400000) + 86400000) % 86400000, COUNT(*), SUM(`end_user_cashback_receivable`)
FROM `cashback` WHERE `retailer_id` IS NOT NULL AND `status` NOT IN ('DECLINED', 'DISQUALIFIED')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `cashback_rollup_insert` AFTER INSERT ON `cashback`
WHEN NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
BEGIN
  INSERT INTO `cashback_rollup_retailer_day` (`publisher_id`, `env`, `retailer_id`, `day`, `n`, `volume`)
  VALUES (NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on` - ((NEW.`created_on` % 86400000) + 86400000) % 86400000, 1, NEW.`end_user_cashback_receivable`)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_rollup_delete` AFTER DELETE ON `cashback`
WHEN OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
BEGIN
  UPDATE `cashback_rollup_retailer_day` SET `n` = `n` - 1, `volume` = `volume` - OLD.`end_user_cashback_receivable`
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `retailer_id` = OLD.`retailer_id`
    AND `day` = OLD.`created_on` - ((OLD.`created_on` % 86400000) + 86400000) % 86400000;
END;
--> statement-breakpoint
-- Only when what the row adds changes: the clock's moves between counted statuses (CREATED to PAID) touch nothing.
CREATE TRIGGER `cashback_rollup_update` AFTER UPDATE OF `publisher_id`, `env`, `retailer_id`, `created_on`, `status`, `end_user_cashback_receivable` ON `cashback`
WHEN (OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')) IS NOT (NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED'))
  OR (NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
    AND (OLD.`publisher_id`, OLD.`env`, OLD.`retailer_id`, OLD.`created_on`, OLD.`end_user_cashback_receivable`)
      IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on`, NEW.`end_user_cashback_receivable`))
BEGIN
  UPDATE `cashback_rollup_retailer_day` SET `n` = `n` - 1, `volume` = `volume` - OLD.`end_user_cashback_receivable`
  WHERE OLD.`retailer_id` IS NOT NULL AND OLD.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
    AND `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `retailer_id` = OLD.`retailer_id`
    AND `day` = OLD.`created_on` - ((OLD.`created_on` % 86400000) + 86400000) % 86400000;
  INSERT INTO `cashback_rollup_retailer_day` (`publisher_id`, `env`, `retailer_id`, `day`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, NEW.`retailer_id`, NEW.`created_on` - ((NEW.`created_on` % 86400000) + 86400000) % 86400000, 1, NEW.`end_user_cashback_receivable`
  WHERE NEW.`retailer_id` IS NOT NULL AND NEW.`status` NOT IN ('DECLINED', 'DISQUALIFIED')
  ON CONFLICT DO UPDATE SET `n` = `n` + 1, `volume` = `volume` + excluded.`volume`;
END;
