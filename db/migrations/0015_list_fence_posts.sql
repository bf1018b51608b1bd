-- Fence posts of the transaction list's and the ledger's orders (docs/decisions/0018-list-fence-posts.md). A
-- scope's list is cut into blocks of about 1,000 entries; a post names the first key of its block and holds how
-- many entries (per cashback status, for the ledger) the block has. A page at offset k sums the posts' counts to
-- find its block and skips only inside it (< 2,000 index entries) instead of k entries.
--
-- Counts per block, not running totals: every write moves one block's count (one PK seek), wherever in the
-- list it lands, so deletes, cascades and status changes cost the same as inserts at the newest end. A block
-- that reaches 2,000 entries is cut into blocks of 1,000 by its trigger (a walk of the block alone); a block
-- emptied by deletes goes. The first post of a scope (created_on -2^63) opens its first block, so every key has
-- one. A scope without posts is read the old way and its writes touch nothing here: posts come from this
-- backfill or a fill (db/src/list-posts.ts), after which the triggers keep them exact.
--
-- Keys: transactions (created_on, rowid); cashback (created_on, status, rowid), the lists' ascending orders.
-- Kept out of the drizzle schema files on purpose, like 0013's list keys (decision 0003).
CREATE TABLE `transaction_list_posts` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`created_on` integer NOT NULL,
	`rid` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `created_on`, `rid`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `cashback_list_posts` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`created_on` integer NOT NULL,
	`status` text NOT NULL,
	`rid` integer NOT NULL,
	`n` integer NOT NULL,
	`created` integer NOT NULL,
	`being_verified` integer NOT NULL,
	`verified` integer NOT NULL,
	`received` integer NOT NULL,
	`paid` integer NOT NULL,
	`declined` integer NOT NULL,
	`disqualified` integer NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `created_on`, `status`, `rid`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Backfill: every scope with rows gets its posts (the same statements as fillListPosts).
INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
SELECT `publisher_id`, `env`, CASE WHEN i = 0 THEN -9223372036854775808 ELSE `created_on` END, CASE WHEN i = 0 THEN 0 ELSE rid END,
  COALESCE(LEAD(i) OVER (PARTITION BY `publisher_id`, `env` ORDER BY i), total) - i
FROM (
  SELECT `publisher_id`, `env`, `created_on`, rowid AS rid,
    row_number() OVER (PARTITION BY `publisher_id`, `env` ORDER BY `created_on`, rowid) - 1 AS i,
    COUNT(*) OVER (PARTITION BY `publisher_id`, `env`) AS total
  FROM `transactions`
) WHERE i % 1000 = 0;
--> statement-breakpoint
INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
  `received`, `paid`, `declined`, `disqualified`)
SELECT `publisher_id`, `env`, CASE WHEN i = 0 THEN -9223372036854775808 ELSE `created_on` END, CASE WHEN i = 0 THEN '' ELSE `status` END,
  CASE WHEN i = 0 THEN 0 ELSE rid END,
  COALESCE(LEAD(i) OVER w, total) - i,
  COALESCE(LEAD(c1) OVER w, t1) - c1, COALESCE(LEAD(c2) OVER w, t2) - c2, COALESCE(LEAD(c3) OVER w, t3) - c3,
  COALESCE(LEAD(c4) OVER w, t4) - c4, COALESCE(LEAD(c5) OVER w, t5) - c5, COALESCE(LEAD(c6) OVER w, t6) - c6,
  COALESCE(LEAD(c7) OVER w, t7) - c7
FROM (
  SELECT `publisher_id`, `env`, `created_on`, `status`, rid, i, total,
    c1 - (`status` = 'CREATED') AS c1, c2 - (`status` = 'BEING_VERIFIED') AS c2, c3 - (`status` = 'VERIFIED') AS c3,
    c4 - (`status` = 'RECEIVED') AS c4, c5 - (`status` = 'PAID') AS c5, c6 - (`status` = 'DECLINED') AS c6,
    c7 - (`status` = 'DISQUALIFIED') AS c7, t1, t2, t3, t4, t5, t6, t7
  FROM (
    SELECT `publisher_id`, `env`, `created_on`, `status`, rowid AS rid,
      row_number() OVER o - 1 AS i, COUNT(*) OVER s AS total,
      SUM(`status` = 'CREATED') OVER o AS c1, SUM(`status` = 'BEING_VERIFIED') OVER o AS c2, SUM(`status` = 'VERIFIED') OVER o AS c3,
      SUM(`status` = 'RECEIVED') OVER o AS c4, SUM(`status` = 'PAID') OVER o AS c5, SUM(`status` = 'DECLINED') OVER o AS c6,
      SUM(`status` = 'DISQUALIFIED') OVER o AS c7,
      SUM(`status` = 'CREATED') OVER s AS t1, SUM(`status` = 'BEING_VERIFIED') OVER s AS t2, SUM(`status` = 'VERIFIED') OVER s AS t3,
      SUM(`status` = 'RECEIVED') OVER s AS t4, SUM(`status` = 'PAID') OVER s AS t5, SUM(`status` = 'DECLINED') OVER s AS t6,
      SUM(`status` = 'DISQUALIFIED') OVER s AS t7
    FROM `cashback`
    WINDOW s AS (PARTITION BY `publisher_id`, `env`), o AS (s ORDER BY `created_on`, `status`, rowid ROWS UNBOUNDED PRECEDING)
  ) WHERE i % 1000 = 0
) WINDOW w AS (PARTITION BY `publisher_id`, `env` ORDER BY i);
--> statement-breakpoint
-- Each write moves the count of the block its key falls in: the post with the greatest key not above it.
CREATE TRIGGER `transactions_list_posts_insert` AFTER INSERT ON `transactions`
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_delete` AFTER DELETE ON `transactions`
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `rid`) <= (OLD.`created_on`, OLD.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_update` AFTER UPDATE OF `publisher_id`, `env`, `created_on` ON `transactions`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`created_on`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`created_on`)
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `rid`) <= (OLD.`created_on`, OLD.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
  UPDATE `transaction_list_posts` SET `n` = `n` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
-- A block that reaches 2,000 entries is cut at its 1,000th (an OFFSET skip from its post): two blocks of 1,000.
-- The two ranges keep a run of equal created_on (an upload's rows) on the index's rowid order. Not while the
-- list's index is missing (a bulk upload rebuilds it after its rows, engine/transaction-import-commit.ts): the walk
-- would read the whole table; the block grows instead and the next write into it cuts it whole (below).
CREATE TRIGGER `transaction_list_posts_cut` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` BETWEEN 2000 AND 2999 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
BEGIN
  INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, rid, NEW.`n` - 1000 FROM (
    SELECT t.`created_on`, t.rowid AS rid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` = NEW.`created_on` AND t.rowid >= NEW.`rid`
    UNION ALL
    SELECT t.`created_on`, t.rowid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` > NEW.`created_on`
    ORDER BY 1, 2 LIMIT 1 OFFSET 1000);
  UPDATE `transaction_list_posts` SET `n` = 1000
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- A block of 3,000 or more (grown while the index was missing) is cut into blocks of 1,000 in one walk, numbered;
-- the last keeps the rest (1,000-1,999).
CREATE TRIGGER `transaction_list_posts_split` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` >= 3000 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
BEGIN
  INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, rid, COALESCE(LEAD(i) OVER (ORDER BY i), NEW.`n`) - i
  FROM (
    SELECT `created_on`, rid, row_number() OVER (ORDER BY `created_on`, rid) - 1 AS i FROM (
      SELECT t.`created_on`, t.rowid AS rid FROM `transactions` t
      WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` = NEW.`created_on` AND t.rowid >= NEW.`rid`
      UNION ALL
      SELECT t.`created_on`, t.rowid FROM `transactions` t
      WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` > NEW.`created_on`
      ORDER BY 1, 2 LIMIT NEW.`n`)
  ) WHERE i > 0 AND i % 1000 = 0 AND i <= NEW.`n` - 1000;
  UPDATE `transaction_list_posts` SET `n` = 1000
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- An emptied block goes (the block before it then reaches the next post; it gained no entries). The first stays.
CREATE TRIGGER `transaction_list_posts_empty` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` = 0 AND NEW.`created_on` <> -9223372036854775808
BEGIN
  DELETE FROM `transaction_list_posts`
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_insert` AFTER INSERT ON `cashback`
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` + 1, `created` = `created` + (NEW.`status` = 'CREATED'),
    `being_verified` = `being_verified` + (NEW.`status` = 'BEING_VERIFIED'), `verified` = `verified` + (NEW.`status` = 'VERIFIED'),
    `received` = `received` + (NEW.`status` = 'RECEIVED'), `paid` = `paid` + (NEW.`status` = 'PAID'),
    `declined` = `declined` + (NEW.`status` = 'DECLINED'), `disqualified` = `disqualified` + (NEW.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_delete` AFTER DELETE ON `cashback`
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` - 1, `created` = `created` - (OLD.`status` = 'CREATED'),
    `being_verified` = `being_verified` - (OLD.`status` = 'BEING_VERIFIED'), `verified` = `verified` - (OLD.`status` = 'VERIFIED'),
    `received` = `received` - (OLD.`status` = 'RECEIVED'), `paid` = `paid` - (OLD.`status` = 'PAID'),
    `declined` = `declined` - (OLD.`status` = 'DECLINED'), `disqualified` = `disqualified` - (OLD.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `status`, `rid`) <= (OLD.`created_on`, OLD.`status`, OLD.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
-- A status change (the clock, the sandbox update) leaves one block and enters another, usually the same one.
CREATE TRIGGER `cashback_list_posts_update` AFTER UPDATE OF `publisher_id`, `env`, `created_on`, `status` ON `cashback`
WHEN (OLD.`publisher_id`, OLD.`env`, OLD.`created_on`, OLD.`status`) IS NOT (NEW.`publisher_id`, NEW.`env`, NEW.`created_on`, NEW.`status`)
BEGIN
  UPDATE `cashback_list_posts` SET `n` = `n` - 1, `created` = `created` - (OLD.`status` = 'CREATED'),
    `being_verified` = `being_verified` - (OLD.`status` = 'BEING_VERIFIED'), `verified` = `verified` - (OLD.`status` = 'VERIFIED'),
    `received` = `received` - (OLD.`status` = 'RECEIVED'), `paid` = `paid` - (OLD.`status` = 'PAID'),
    `declined` = `declined` - (OLD.`status` = 'DECLINED'), `disqualified` = `disqualified` - (OLD.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `status`, `rid`) <= (OLD.`created_on`, OLD.`status`, OLD.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
  UPDATE `cashback_list_posts` SET `n` = `n` + 1, `created` = `created` + (NEW.`status` = 'CREATED'),
    `being_verified` = `being_verified` + (NEW.`status` = 'BEING_VERIFIED'), `verified` = `verified` + (NEW.`status` = 'VERIFIED'),
    `received` = `received` + (NEW.`status` = 'RECEIVED'), `paid` = `paid` + (NEW.`status` = 'PAID'),
    `declined` = `declined` + (NEW.`status` = 'DECLINED'), `disqualified` = `disqualified` + (NEW.`status` = 'DISQUALIFIED')
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.rowid)
    ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
-- The ledger's blocks are cut as the transactions' are. The block that is cut keeps its first 1,000 entries'
-- counts (one aggregate over them); the new block gets the rest.
CREATE TRIGGER `cashback_list_posts_cut` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` BETWEEN 2000 AND 2999 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
BEGIN
  UPDATE `cashback_list_posts` SET `n` = 1000,
    (`created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
      SELECT SUM(`status` = 'CREATED'), SUM(`status` = 'BEING_VERIFIED'), SUM(`status` = 'VERIFIED'), SUM(`status` = 'RECEIVED'),
        SUM(`status` = 'PAID'), SUM(`status` = 'DECLINED'), SUM(`status` = 'DISQUALIFIED')
      FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 1000))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
  INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
    `received`, `paid`, `declined`, `disqualified`)
  SELECT NEW.`publisher_id`, NEW.`env`, k.`created_on`, k.`status`, k.rid, NEW.`n` - 1000, NEW.`created` - p.`created`,
    NEW.`being_verified` - p.`being_verified`, NEW.`verified` - p.`verified`, NEW.`received` - p.`received`, NEW.`paid` - p.`paid`,
    NEW.`declined` - p.`declined`, NEW.`disqualified` - p.`disqualified`
  FROM (SELECT * FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 1 OFFSET 1000)) k, `cashback_list_posts` p
  WHERE p.`publisher_id` = NEW.`publisher_id` AND p.`env` = NEW.`env` AND p.`created_on` = NEW.`created_on` AND p.`status` = NEW.`status`
    AND p.`rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- A block of 3,000 or more (grown while the index was missing) is cut into blocks of 1,000 in one walk, each new
-- block's statuses counted along it; the block that is cut keeps its first 1,000 entries' counts.
CREATE TRIGGER `cashback_list_posts_split` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` >= 3000 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
BEGIN
  INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
    `received`, `paid`, `declined`, `disqualified`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, `status`, rid, COALESCE(LEAD(i) OVER w, NEW.`n`) - i,
    COALESCE(LEAD(c1) OVER w, NEW.`created`) - c1, COALESCE(LEAD(c2) OVER w, NEW.`being_verified`) - c2,
    COALESCE(LEAD(c3) OVER w, NEW.`verified`) - c3, COALESCE(LEAD(c4) OVER w, NEW.`received`) - c4,
    COALESCE(LEAD(c5) OVER w, NEW.`paid`) - c5, COALESCE(LEAD(c6) OVER w, NEW.`declined`) - c6,
    COALESCE(LEAD(c7) OVER w, NEW.`disqualified`) - c7
  FROM (
    SELECT `created_on`, `status`, rid, i, c1 - (`status` = 'CREATED') AS c1, c2 - (`status` = 'BEING_VERIFIED') AS c2,
      c3 - (`status` = 'VERIFIED') AS c3, c4 - (`status` = 'RECEIVED') AS c4, c5 - (`status` = 'PAID') AS c5,
      c6 - (`status` = 'DECLINED') AS c6, c7 - (`status` = 'DISQUALIFIED') AS c7
    FROM (
      SELECT `created_on`, `status`, rid, row_number() OVER o - 1 AS i,
        SUM(`status` = 'CREATED') OVER o AS c1, SUM(`status` = 'BEING_VERIFIED') OVER o AS c2, SUM(`status` = 'VERIFIED') OVER o AS c3,
        SUM(`status` = 'RECEIVED') OVER o AS c4, SUM(`status` = 'PAID') OVER o AS c5, SUM(`status` = 'DECLINED') OVER o AS c6,
        SUM(`status` = 'DISQUALIFIED') OVER o AS c7
      FROM (
        SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
          AND c.rowid >= NEW.`rid`
        UNION ALL
        SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
        ORDER BY 1, 2, 3 LIMIT NEW.`n`)
      WINDOW o AS (ORDER BY `created_on`, `status`, rid ROWS UNBOUNDED PRECEDING)
    ) WHERE i > 0 AND i % 1000 = 0 AND i <= NEW.`n` - 1000
  ) WINDOW w AS (ORDER BY i);
  UPDATE `cashback_list_posts` SET `n` = 1000,
    (`created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
      SELECT SUM(`status` = 'CREATED'), SUM(`status` = 'BEING_VERIFIED'), SUM(`status` = 'VERIFIED'), SUM(`status` = 'RECEIVED'),
        SUM(`status` = 'PAID'), SUM(`status` = 'DECLINED'), SUM(`status` = 'DISQUALIFIED')
      FROM (
        SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
          AND c.rowid >= NEW.`rid`
        UNION ALL
        SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
        WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
        ORDER BY 1, 2, 3 LIMIT 1000))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_empty` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` = 0 AND NEW.`created_on` <> -9223372036854775808
BEGIN
  DELETE FROM `cashback_list_posts`
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
END;
