CREATE TABLE `scope_row_counts` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`entity` text NOT NULL,
	`status` text DEFAULT '' NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`publisher_id`, `env`, `entity`, `status`)
);
--> statement-breakpoint
-- Backfill from the rows as they are, then keep every count by triggers: no write path has to remember.
INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`)
SELECT `publisher_id`, `env`, 'transactions', '', COUNT(*) FROM `transactions` GROUP BY `publisher_id`, `env`;
--> statement-breakpoint
INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`)
SELECT `publisher_id`, `env`, 'cashback', `status`, COUNT(*) FROM `cashback` GROUP BY `publisher_id`, `env`, `status`;
--> statement-breakpoint
CREATE TRIGGER `transactions_scope_count_insert` AFTER INSERT ON `transactions`
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'transactions', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_scope_count_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'transactions' AND `status` = '';
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_insert` AFTER INSERT ON `cashback`
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'cashback', NEW.`status`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'cashback' AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_status` AFTER UPDATE OF `status` ON `cashback` WHEN NEW.`status` <> OLD.`status`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'cashback' AND `status` = OLD.`status`;
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'cashback', NEW.`status`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
