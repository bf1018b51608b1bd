-- The spend explorer's rollup (issue 10): purchases (DEBIT transactions) summed per scope and period, once
-- per category (with '' for purchases no merchant was found for) and once per retailer. Periods come in five
-- nested calendar grains (UTC): year, quarter, month, dekad (days 1-10, 11-20, 21-end of a month) and day,
-- so any window of whole days is a handful of periods: days and dekads at its edges, then months, quarters
-- and years (server/src/modules/share-of-wallet/spend-periods.ts). Triggers keep it in step with every
-- writer; bulk writers (transaction uploads, seeding) stand the insert trigger aside while a row of
-- `spend_rollup_deferrals` exists and add their rows set-based before their transaction ends.
-- Rows are never removed: a period whose purchases were all deleted keeps n = 0, and readers skip it.
CREATE TABLE `spend_rollup_category` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`grain` text NOT NULL,
	`period_start` integer NOT NULL,
	`category` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	`volume` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`publisher_id`, `env`, `grain`, `period_start`, `category`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `spend_rollup_retailer` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`grain` text NOT NULL,
	`period_start` integer NOT NULL,
	`retailer_id` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	`volume` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- While this holds a row, the insert trigger stands aside for a bulk writer (see the header).
CREATE TABLE `spend_rollup_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
-- The five periods holding each booking time: the one definition the triggers and the backfills share.
CREATE VIEW `transaction_spend_periods` AS
SELECT t.`id` AS `transaction_id`, g.`grain`,
  CASE g.`grain`
    WHEN 'day' THEN t.`booking_time` - t.`booking_time` % 86400000
    WHEN 'dekad' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of month') * 1000
      + min((CAST(strftime('%d', t.`booking_time` / 1000, 'unixepoch') AS INTEGER) - 1) / 10, 2) * 864000000
    WHEN 'month' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of month') * 1000
    WHEN 'quarter' THEN unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of year',
      '+' || ((CAST(strftime('%m', t.`booking_time` / 1000, 'unixepoch') AS INTEGER) - 1) / 3 * 3) || ' months') * 1000
    ELSE unixepoch(t.`booking_time` / 1000, 'unixepoch', 'start of year') * 1000
  END AS `period_start`
FROM `transactions` t CROSS JOIN
  (SELECT 'day' AS `grain` UNION ALL SELECT 'dekad' UNION ALL SELECT 'month' UNION ALL SELECT 'quarter' UNION ALL SELECT 'year') g;
--> statement-breakpoint
-- Each purchase is added to its five periods, for its category and for its retailer (if any).
CREATE TRIGGER `transactions_spend_rollup_insert` AFTER INSERT ON `transactions`
WHEN NEW.`transaction_type` = 'DEBIT' AND NOT EXISTS (SELECT 1 FROM `spend_rollup_deferrals`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, COALESCE(NEW.`category`, ''), 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, NEW.`retailer_id`, 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id` AND NEW.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
-- BEFORE, so the view still finds the row; deletes cascading from end users fire it too.
CREATE TRIGGER `transactions_spend_rollup_delete` BEFORE DELETE ON `transactions`
WHEN OLD.`transaction_type` = 'DEBIT'
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, COALESCE(OLD.`category`, ''), -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, OLD.`retailer_id`, -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id` AND OLD.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
-- An update that moves a purchase (re-enrichment, a retailer deleted: SET NULL, another amount, day or type)
-- takes it out of its old periods before the row changes and adds it to its new ones after.
CREATE TRIGGER `transactions_spend_rollup_update_old` BEFORE UPDATE OF `id`, `publisher_id`, `env`, `transaction_type`, `booking_time`, `amount`, `category`, `retailer_id` ON `transactions`
WHEN OLD.`transaction_type` = 'DEBIT' AND (OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
  OR OLD.`transaction_type` IS NOT NEW.`transaction_type` OR OLD.`booking_time` IS NOT NEW.`booking_time` OR OLD.`amount` IS NOT NEW.`amount`
  OR OLD.`category` IS NOT NEW.`category` OR OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`id` IS NOT NEW.`id`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, COALESCE(OLD.`category`, ''), -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT OLD.`publisher_id`, OLD.`env`, p.`grain`, p.`period_start`, OLD.`retailer_id`, -1, -abs(OLD.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = OLD.`id` AND OLD.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_spend_rollup_update_new` AFTER UPDATE OF `id`, `publisher_id`, `env`, `transaction_type`, `booking_time`, `amount`, `category`, `retailer_id` ON `transactions`
WHEN NEW.`transaction_type` = 'DEBIT' AND (OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
  OR OLD.`transaction_type` IS NOT NEW.`transaction_type` OR OLD.`booking_time` IS NOT NEW.`booking_time` OR OLD.`amount` IS NOT NEW.`amount`
  OR OLD.`category` IS NOT NEW.`category` OR OLD.`retailer_id` IS NOT NEW.`retailer_id` OR OLD.`id` IS NOT NEW.`id`)
BEGIN
  INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, COALESCE(NEW.`category`, ''), 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id`
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
  INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
  SELECT NEW.`publisher_id`, NEW.`env`, p.`grain`, p.`period_start`, NEW.`retailer_id`, 1, abs(NEW.`amount`)
  FROM `transaction_spend_periods` p WHERE p.`transaction_id` = NEW.`id` AND NEW.`retailer_id` IS NOT NULL
  ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`, `volume` = `volume` + excluded.`volume`;
END;
--> statement-breakpoint
-- Backfill from the rows as they are (the same statements rebuild it after a bulk load).
INSERT INTO `spend_rollup_category` (`publisher_id`, `env`, `grain`, `period_start`, `category`, `n`, `volume`)
SELECT t.`publisher_id`, t.`env`, p.`grain`, p.`period_start`, COALESCE(t.`category`, ''), COUNT(*), SUM(abs(t.`amount`))
FROM `transactions` t JOIN `transaction_spend_periods` p ON p.`transaction_id` = t.`id`
WHERE t.`transaction_type` = 'DEBIT'
GROUP BY t.`publisher_id`, t.`env`, p.`grain`, p.`period_start`, COALESCE(t.`category`, '');
--> statement-breakpoint
INSERT INTO `spend_rollup_retailer` (`publisher_id`, `env`, `grain`, `period_start`, `retailer_id`, `n`, `volume`)
SELECT t.`publisher_id`, t.`env`, p.`grain`, p.`period_start`, t.`retailer_id`, COUNT(*), SUM(abs(t.`amount`))
FROM `transactions` t JOIN `transaction_spend_periods` p ON p.`transaction_id` = t.`id`
WHERE t.`transaction_type` = 'DEBIT' AND t.`retailer_id` IS NOT NULL
GROUP BY t.`publisher_id`, t.`env`, p.`grain`, p.`period_start`, t.`retailer_id`;
