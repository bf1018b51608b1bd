-- Each customer tier's number of members, kept on its row (issue 11, decision 0033). The tiers page counted every tier's
-- members along end_user_tiers_tier_idx on every call: ~600 index entries a tier on the demo world, about half of the
-- page's SQL, and a count that grows with the end users. Kept for every writer by the triggers below (the tier
-- upload's adds and removes, and the cascades when an end user or a tier goes). Memberships are always written after
-- their tier (the foreign key), so the seeding keeps them too. Kept out of the drizzle schema, like migrations 0021
-- and 0022's columns: no writer names it.
ALTER TABLE `customer_tiers` ADD `member_count` integer NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_insert` AFTER INSERT ON `end_user_tiers`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` + 1 WHERE `id` = NEW.`tier_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_delete` AFTER DELETE ON `end_user_tiers`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` - 1 WHERE `id` = OLD.`tier_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_tier_members_move` AFTER UPDATE OF `tier_id` ON `end_user_tiers`
WHEN OLD.`tier_id` IS NOT NEW.`tier_id`
BEGIN
  UPDATE `customer_tiers` SET `member_count` = `member_count` - 1 WHERE `id` = OLD.`tier_id`;
  UPDATE `customer_tiers` SET `member_count` = `member_count` + 1 WHERE `id` = NEW.`tier_id`;
END;
--> statement-breakpoint
UPDATE `customer_tiers` SET `member_count` = (SELECT COUNT(*) FROM `end_user_tiers` m WHERE m.`tier_id` = `customer_tiers`.`id`);
