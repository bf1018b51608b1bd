-- The bank connections list (GET /account-requisition, issue 11, decision 0034). A page cost ~240 µs of server CPU,
-- two thirds of it in two statements that grew with the scope: its total was a COUNT(*) over the scope's index
-- entries (3,602 for the demo's main publisher, ~90 µs), and its page sorted every row of a created_on in a
-- temporary b-tree for the `id DESC` that breaks ties (~50-70 µs for 25 rows), the index ending at created_on.
--
-- The scope index now ends with the id, so a page is read in the list's order off the index, and a deep page's
-- OFFSET skips index entries alone.
DROP INDEX `bank_connections_scope_created_idx`;
--> statement-breakpoint
CREATE INDEX `bank_connections_scope_created_idx` ON `bank_connections` (`publisher_id`,`env`,`created_on`,`id`);
--> statement-breakpoint
-- The scope's total kept in migration 0005's counts (entity 'bank_connections', status ''): one lookup. Kept by
-- triggers for every writer (the seeding, the end user cascade, a scope moved by hand), with no bulk guard: no bulk
-- writer loads bank connections, and the upload's deferral (migration 0010) is about its own tables.
INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`)
SELECT `publisher_id`, `env`, 'bank_connections', '', COUNT(*) FROM `bank_connections` GROUP BY `publisher_id`, `env`;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_insert` AFTER INSERT ON `bank_connections`
BEGIN
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'bank_connections', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_delete` AFTER DELETE ON `bank_connections`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'bank_connections' AND `status` = '';
END;
--> statement-breakpoint
CREATE TRIGGER `bank_connections_scope_count_move` AFTER UPDATE OF `publisher_id`, `env` ON `bank_connections`
WHEN OLD.`publisher_id` IS NOT NEW.`publisher_id` OR OLD.`env` IS NOT NEW.`env`
BEGIN
  UPDATE `scope_row_counts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND `entity` = 'bank_connections' AND `status` = '';
  INSERT INTO `scope_row_counts` (`publisher_id`, `env`, `entity`, `status`, `n`) VALUES (NEW.`publisher_id`, NEW.`env`, 'bank_connections', '', 1)
  ON CONFLICT DO UPDATE SET `n` = `n` + 1;
END;
