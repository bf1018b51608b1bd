-- What a transaction upload writes per row (decision 0013, 2026-11-24): indexes no statement reads are dropped,
-- indexes only read for non-null keys hold only those rows, and the per-row scope counters stand aside for
-- bulk writers. Every statement that reads these tables was checked with EXPLAIN QUERY PLAN before and after.
--
-- domain_events: nothing reads events by scope and time (webhooks and effects read by seq, the rowid).
DROP INDEX `domain_events_scope_created_idx`;
--> statement-breakpoint
-- (domain_events_entity_idx stays: the seeds' test that every cashback status change has its event, and the
-- consent-expiry check, read events by entity.)
-- Every reader of cashback by scope also names a status or a retailer; cashback_scope_status_idx and
-- cashback_scope_retailer_idx serve the (publisher_id, env) prefix that remains.
DROP INDEX `cashback_scope_created_idx`;
--> statement-breakpoint
-- Looked up by a given connection, payout or ticket only (`= ?`, which implies IS NOT NULL, so SQLite uses
-- the partial index; foreign-key actions included): rows without one (every uploaded row) stay out.
DROP INDEX `transactions_bank_connection_idx`;
--> statement-breakpoint
CREATE INDEX `transactions_bank_connection_idx` ON `transactions` (`bank_connection_id`) WHERE `bank_connection_id` IS NOT NULL;
--> statement-breakpoint
DROP INDEX `cashback_payout_idx`;
--> statement-breakpoint
CREATE INDEX `cashback_payout_idx` ON `cashback` (`payout_id`) WHERE `payout_id` IS NOT NULL;
--> statement-breakpoint
DROP INDEX `cashback_support_ticket_idx`;
--> statement-breakpoint
CREATE INDEX `cashback_support_ticket_idx` ON `cashback` (`support_ticket_id`) WHERE `support_ticket_id` IS NOT NULL;
--> statement-breakpoint
-- The scope counters (migration 0005) for bulk writers, as 0004 and 0008 do for theirs: while a row of
-- `scope_row_count_deferrals` exists the insert triggers stand aside; the writer adds its rows' counts
-- set-based before its transaction ends and removes the row, so no other writer ever sees it.
CREATE TABLE `scope_row_count_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
DROP TRIGGER `transactions_scope_count_insert`;
--> statement-breakpoint
CREATE TRIGGER `transactions_scope_count_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'transactions', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
DROP TRIGGER `cashback_scope_count_insert`;
--> statement-breakpoint
CREATE TRIGGER `cashback_scope_count_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `scope_row_count_deferrals`)
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'cashback', NEW.`status`, 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
