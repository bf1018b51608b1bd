-- A second level over migration 0015's fence posts (docs/decisions/0018-list-fence-posts.md, 2026-11-25). A deep
-- page found its block by a running sum over every post of its scope (~1,000 for a million entries, 0.25 ms of a
-- middle page's 0.7 ms). A group names the first key of a run of 32 to 63 posts and holds their summed counts and
-- how many posts it has, so the sum reads the ~30 groups and then the posts of one group.
--
-- Kept by triggers on the posts tables, as the posts are on the rows: every change of a post's counts moves its
-- group's by the same amount, a new post adds one to its group's size and a removed one takes one off. The group
-- of a post is the one with the greatest key not above the post's. A group reaching 64 posts is cut at its 32nd
-- (an aggregate over 32 posts); an emptied one goes; the first (at created_on -2^63, like the first post) stays.
-- Each trigger applies its own event's difference, so the sums stay exact whatever order nested triggers run in.
-- Kept out of the drizzle schema files, like the posts (decision 0003).
--
-- Blocks of 500 entries instead of 1,000: with the groups, finding a block costs about the same at either size,
-- and a deep page's skip from its post is half as long. A block that reaches 1,000 is cut at its 500th, one of
-- 1,500 or more (grown while the list's index was missing) is cut whole into blocks of 500: 0015's cut triggers
-- with these numbers. Then every scope's posts are built again at the new size (0015's backfill) and their
-- groups from them: 4-5 s of CPU once for a million-row world, milliseconds for the demo one.
CREATE TABLE `transaction_list_groups` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`created_on` integer NOT NULL,
	`rid` integer NOT NULL,
	`n` integer NOT NULL,
	`posts` integer NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `created_on`, `rid`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `cashback_list_groups` (
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
	`posts` integer NOT NULL,
	PRIMARY KEY (`publisher_id`, `env`, `created_on`, `status`, `rid`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_group_insert` AFTER INSERT ON `transaction_list_posts`
BEGIN
  UPDATE `transaction_list_groups` SET `n` = `n` + NEW.`n`, `posts` = `posts` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.`rid`) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_group_delete` AFTER DELETE ON `transaction_list_posts`
BEGIN
  UPDATE `transaction_list_groups` SET `n` = `n` - OLD.`n`, `posts` = `posts` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_groups` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `rid`) <= (OLD.`created_on`, OLD.`rid`) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_group_update` AFTER UPDATE OF `n` ON `transaction_list_posts`
BEGIN
  UPDATE `transaction_list_groups` SET `n` = `n` + NEW.`n` - OLD.`n`
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.`rid`) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
-- A group of 64 posts is cut at its 32nd: it keeps its first 32 posts' counts (one aggregate over them), the new
-- group at the 33rd post gets the rest. The two ranges keep a run of equal created_on (an upload's posts) in order.
CREATE TRIGGER `transaction_list_groups_cut` AFTER UPDATE OF `posts` ON `transaction_list_groups`
WHEN NEW.`posts` >= 64
BEGIN
  UPDATE `transaction_list_groups` SET `posts` = 32, `n` = (
    SELECT SUM(`n`) FROM (
      SELECT * FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` >= NEW.`rid`
      UNION ALL
      SELECT * FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` > NEW.`created_on`
      ORDER BY `created_on`, `rid`
      LIMIT 32))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
  INSERT INTO `transaction_list_groups` (`publisher_id`, `env`, `created_on`, `rid`, `n`, `posts`)
  SELECT NEW.`publisher_id`, NEW.`env`, k.`created_on`, k.`rid`, NEW.`n` - g.`n`, NEW.`posts` - 32
  FROM (SELECT * FROM (
      SELECT * FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` >= NEW.`rid`
      UNION ALL
      SELECT * FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` > NEW.`created_on`
      ORDER BY `created_on`, `rid`
      LIMIT 1 OFFSET 32)) k, `transaction_list_groups` g
  WHERE g.`publisher_id` = NEW.`publisher_id` AND g.`env` = NEW.`env` AND g.`created_on` = NEW.`created_on` AND g.`rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- An emptied group goes (the group before it then reaches the next; it gained no posts). The first stays.
CREATE TRIGGER `transaction_list_groups_empty` AFTER UPDATE OF `posts` ON `transaction_list_groups`
WHEN NEW.`posts` = 0 AND NEW.`created_on` <> -9223372036854775808
BEGIN
  DELETE FROM `transaction_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_group_insert` AFTER INSERT ON `cashback_list_posts`
BEGIN
  UPDATE `cashback_list_groups` SET `n` = `n` + NEW.`n`, `created` = `created` + NEW.`created`, `being_verified` = `being_verified` + NEW.`being_verified`, `verified` = `verified` + NEW.`verified`, `received` = `received` + NEW.`received`, `paid` = `paid` + NEW.`paid`, `declined` = `declined` + NEW.`declined`, `disqualified` = `disqualified` + NEW.`disqualified`, `posts` = `posts` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.`rid`) ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_group_delete` AFTER DELETE ON `cashback_list_posts`
BEGIN
  UPDATE `cashback_list_groups` SET `n` = `n` - OLD.`n`, `created` = `created` - OLD.`created`, `being_verified` = `being_verified` - OLD.`being_verified`, `verified` = `verified` - OLD.`verified`, `received` = `received` - OLD.`received`, `paid` = `paid` - OLD.`paid`, `declined` = `declined` - OLD.`declined`, `disqualified` = `disqualified` - OLD.`disqualified`, `posts` = `posts` - 1
  WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_groups` WHERE `publisher_id` = OLD.`publisher_id` AND `env` = OLD.`env`
      AND (`created_on`, `status`, `rid`) <= (OLD.`created_on`, OLD.`status`, OLD.`rid`) ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_group_update` AFTER UPDATE OF `n`, `created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified` ON `cashback_list_posts`
BEGIN
  UPDATE `cashback_list_groups` SET `n` = `n` + NEW.`n` - OLD.`n`, `created` = `created` + NEW.`created` - OLD.`created`, `being_verified` = `being_verified` + NEW.`being_verified` - OLD.`being_verified`, `verified` = `verified` + NEW.`verified` - OLD.`verified`, `received` = `received` + NEW.`received` - OLD.`received`, `paid` = `paid` + NEW.`paid` - OLD.`paid`, `declined` = `declined` + NEW.`declined` - OLD.`declined`, `disqualified` = `disqualified` + NEW.`disqualified` - OLD.`disqualified`
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`, `rid`) = (
    SELECT `created_on`, `status`, `rid` FROM `cashback_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `status`, `rid`) <= (NEW.`created_on`, NEW.`status`, NEW.`rid`) ORDER BY `created_on` DESC, `status` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
-- A group of 64 posts is cut at its 32nd: it keeps its first 32 posts' counts (one aggregate over them), the new
-- group at the 33rd post gets the rest. The two ranges keep a run of equal created_on (an upload's posts) in order.
CREATE TRIGGER `cashback_list_groups_cut` AFTER UPDATE OF `posts` ON `cashback_list_groups`
WHEN NEW.`posts` >= 64
BEGIN
  UPDATE `cashback_list_groups` SET `posts` = 32, (`n`, `created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
    SELECT SUM(`n`), SUM(`created`), SUM(`being_verified`), SUM(`verified`), SUM(`received`), SUM(`paid`), SUM(`declined`), SUM(`disqualified`) FROM (
      SELECT * FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
        AND `rid` >= NEW.`rid`
      UNION ALL
      SELECT * FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY `created_on`, `status`, `rid`
      LIMIT 32))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status` AND `rid` = NEW.`rid`;
  INSERT INTO `cashback_list_groups` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`, `posts`)
  SELECT NEW.`publisher_id`, NEW.`env`, k.`created_on`, k.`status`, k.`rid`, NEW.`n` - g.`n`, NEW.`created` - g.`created`, NEW.`being_verified` - g.`being_verified`, NEW.`verified` - g.`verified`, NEW.`received` - g.`received`, NEW.`paid` - g.`paid`, NEW.`declined` - g.`declined`, NEW.`disqualified` - g.`disqualified`, NEW.`posts` - 32
  FROM (SELECT * FROM (
      SELECT * FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
        AND `rid` >= NEW.`rid`
      UNION ALL
      SELECT * FROM `cashback_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY `created_on`, `status`, `rid`
      LIMIT 1 OFFSET 32)) k, `cashback_list_groups` g
  WHERE g.`publisher_id` = NEW.`publisher_id` AND g.`env` = NEW.`env` AND g.`created_on` = NEW.`created_on` AND g.`status` = NEW.`status` AND g.`rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- An emptied group goes (the group before it then reaches the next; it gained no posts). The first stays.
CREATE TRIGGER `cashback_list_groups_empty` AFTER UPDATE OF `posts` ON `cashback_list_groups`
WHEN NEW.`posts` = 0 AND NEW.`created_on` <> -9223372036854775808
BEGIN
  DELETE FROM `cashback_list_groups` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- Blocks of 500: 0015's cut triggers again with the new numbers.
DROP TRIGGER `transaction_list_posts_cut`;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_cut` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` BETWEEN 1000 AND 1499 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
BEGIN
  INSERT INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
  SELECT NEW.`publisher_id`, NEW.`env`, `created_on`, rid, NEW.`n` - 500 FROM (
    SELECT t.`created_on`, t.rowid AS rid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` = NEW.`created_on` AND t.rowid >= NEW.`rid`
    UNION ALL
    SELECT t.`created_on`, t.rowid FROM `transactions` t
    WHERE t.`publisher_id` = NEW.`publisher_id` AND t.`env` = NEW.`env` AND t.`created_on` > NEW.`created_on`
    ORDER BY 1, 2 LIMIT 1 OFFSET 500);
  UPDATE `transaction_list_posts` SET `n` = 500
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
DROP TRIGGER `transaction_list_posts_split`;
--> statement-breakpoint
CREATE TRIGGER `transaction_list_posts_split` AFTER UPDATE OF `n` ON `transaction_list_posts`
WHEN NEW.`n` >= 1500 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'transactions_scope_created_idx')
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
  ) WHERE i > 0 AND i % 500 = 0 AND i <= NEW.`n` - 500;
  UPDATE `transaction_list_posts` SET `n` = 500
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_cut`;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_cut` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` BETWEEN 1000 AND 1499 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
BEGIN
  UPDATE `cashback_list_posts` SET `n` = 500,
    (`created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`) = (
      SELECT SUM(`status` = 'CREATED'), SUM(`status` = 'BEING_VERIFIED'), SUM(`status` = 'VERIFIED'), SUM(`status` = 'RECEIVED'),
        SUM(`status` = 'PAID'), SUM(`status` = 'DECLINED'), SUM(`status` = 'DISQUALIFIED')
      FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 500))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
  INSERT INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
    `received`, `paid`, `declined`, `disqualified`)
  SELECT NEW.`publisher_id`, NEW.`env`, k.`created_on`, k.`status`, k.rid, NEW.`n` - 500, NEW.`created` - p.`created`,
    NEW.`being_verified` - p.`being_verified`, NEW.`verified` - p.`verified`, NEW.`received` - p.`received`, NEW.`paid` - p.`paid`,
    NEW.`declined` - p.`declined`, NEW.`disqualified` - p.`disqualified`
  FROM (SELECT * FROM (SELECT c.`created_on`, c.`status`, c.rowid AS rid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND c.`created_on` = NEW.`created_on` AND c.`status` = NEW.`status`
        AND c.rowid >= NEW.`rid`
      UNION ALL
      SELECT c.`created_on`, c.`status`, c.rowid FROM `cashback` c
      WHERE c.`publisher_id` = NEW.`publisher_id` AND c.`env` = NEW.`env` AND (c.`created_on`, c.`status`) > (NEW.`created_on`, NEW.`status`)
      ORDER BY 1, 2, 3 LIMIT 1 OFFSET 500)) k, `cashback_list_posts` p
  WHERE p.`publisher_id` = NEW.`publisher_id` AND p.`env` = NEW.`env` AND p.`created_on` = NEW.`created_on` AND p.`status` = NEW.`status`
    AND p.`rid` = NEW.`rid`;
END;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_split`;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_split` AFTER UPDATE OF `n` ON `cashback_list_posts`
WHEN NEW.`n` >= 1500 AND EXISTS (SELECT 1 FROM sqlite_master WHERE `type` = 'index' AND `name` = 'cashback_scope_newest_status_idx')
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
    ) WHERE i > 0 AND i % 500 = 0 AND i <= NEW.`n` - 500
  ) WINDOW w AS (ORDER BY i);
  UPDATE `cashback_list_posts` SET `n` = 500,
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
        ORDER BY 1, 2, 3 LIMIT 500))
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `created_on` = NEW.`created_on` AND `status` = NEW.`status`
    AND `rid` = NEW.`rid`;
END;
--> statement-breakpoint
-- Every post but each scope's opening one, which the backfill's first post of a scope with rows replaces with
-- its count; a scope without rows keeps its opening post (count 0), so its writes stay counted.
DELETE FROM `transaction_list_posts` WHERE `created_on` <> -9223372036854775808;
--> statement-breakpoint
DELETE FROM `cashback_list_posts` WHERE `created_on` <> -9223372036854775808;
--> statement-breakpoint
INSERT OR REPLACE INTO `transaction_list_posts` (`publisher_id`, `env`, `created_on`, `rid`, `n`)
SELECT `publisher_id`, `env`, CASE WHEN i = 0 THEN -9223372036854775808 ELSE `created_on` END, CASE WHEN i = 0 THEN 0 ELSE rid END,
  COALESCE(LEAD(i) OVER (PARTITION BY `publisher_id`, `env` ORDER BY i), total) - i
FROM (
  SELECT `publisher_id`, `env`, `created_on`, rowid AS rid,
    row_number() OVER (PARTITION BY `publisher_id`, `env` ORDER BY `created_on`, rowid) - 1 AS i,
    COUNT(*) OVER (PARTITION BY `publisher_id`, `env`) AS total
  FROM `transactions`
) WHERE i % 500 = 0;
--> statement-breakpoint
INSERT OR REPLACE INTO `cashback_list_posts` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`,
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
  ) WHERE i % 500 = 0
) WINDOW w AS (PARTITION BY `publisher_id`, `env` ORDER BY i);
--> statement-breakpoint
-- The groups: each scope's posts in order, a group every 32 (the row with the least i names the group's key).
INSERT INTO `transaction_list_groups` (`publisher_id`, `env`, `created_on`, `rid`, `n`, `posts`)
SELECT `publisher_id`, `env`, `created_on`, `rid`, `n`, `posts` FROM (
  SELECT `publisher_id`, `env`, MIN(i), `created_on`, `rid`, SUM(`n`) AS `n`, COUNT(*) AS `posts`
  FROM (SELECT *, row_number() OVER (PARTITION BY `publisher_id`, `env` ORDER BY `created_on`, `rid`) - 1 AS i FROM `transaction_list_posts`)
  GROUP BY `publisher_id`, `env`, i / 32);
--> statement-breakpoint
INSERT INTO `cashback_list_groups` (`publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`, `posts`)
SELECT `publisher_id`, `env`, `created_on`, `status`, `rid`, `n`, `created`, `being_verified`, `verified`, `received`, `paid`, `declined`, `disqualified`, `posts` FROM (
  SELECT `publisher_id`, `env`, MIN(i), `created_on`, `status`, `rid`, SUM(`n`) AS `n`, SUM(`created`) AS `created`, SUM(`being_verified`) AS `being_verified`, SUM(`verified`) AS `verified`, SUM(`received`) AS `received`, SUM(`paid`) AS `paid`, SUM(`declined`) AS `declined`, SUM(`disqualified`) AS `disqualified`, COUNT(*) AS `posts`
  FROM (SELECT *, row_number() OVER (PARTITION BY `publisher_id`, `env` ORDER BY `created_on`, `status`, `rid`) - 1 AS i FROM `cashback_list_posts`)
  GROUP BY `publisher_id`, `env`, i / 32);
