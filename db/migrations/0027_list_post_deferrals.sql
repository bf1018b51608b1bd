-- A bulk copy (an upload's commit) adds its rows to the fence posts of migration 0015 once for the whole file,
-- not one post update per row: measured on a 50,000-row upload, the per-row updates were 0.7 s of the 1.2 s the
-- transactions' insert took, and 0.6 s of the cashback's 0.95 s. While `list_post_deferrals` has a row the two
-- insert triggers stand aside, and the writer (db/src/list-posts.ts, withListPostsDeferred) adds each post's new
-- entries in one update per post before its transaction ends, so the cut and split triggers run as they would.
CREATE TABLE `list_post_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
DROP TRIGGER `transactions_list_posts_insert`;
--> statement-breakpoint
CREATE TRIGGER `transactions_list_posts_insert` AFTER INSERT ON `transactions`
WHEN NOT EXISTS (SELECT 1 FROM `list_post_deferrals`)
BEGIN
  UPDATE `transaction_list_posts` SET `n` = `n` + 1
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND (`created_on`, `rid`) = (
    SELECT `created_on`, `rid` FROM `transaction_list_posts` WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env`
      AND (`created_on`, `rid`) <= (NEW.`created_on`, NEW.rowid) ORDER BY `created_on` DESC, `rid` DESC LIMIT 1);
END;
--> statement-breakpoint
DROP TRIGGER `cashback_list_posts_insert`;
--> statement-breakpoint
CREATE TRIGGER `cashback_list_posts_insert` AFTER INSERT ON `cashback`
WHEN NOT EXISTS (SELECT 1 FROM `list_post_deferrals`)
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
