-- The spend explorer's answers read one packed row per period instead of a row per retailer per period
-- (issue 10, docs/decisions/0010-spend-rollup.md, 2026-11-24 second). Summing ~150 retailers over a window's
-- few signed period ranges (migration 0008) made SQLite group and sort 300-900 rows per answer (~0.3 ms);
-- a packed row holds every retailer's (or category's) figures of one scope and period in fixed-width slots, so
-- a window is 2-11 rows that the server adds slot by slot.
--
-- Each key (a retailer id, or a category with '' for no merchant found) gets a slot the first time the rollup
-- holds it; slots are never reassigned. Slot i of a doc is the 10 bytes from i * 10: the count (4 bytes), then
-- the volume in minor units (6 bytes: up to 2^48, £2.8 trillion), big-endian (unhex(printf('%08X%012X', …)), the
-- masks keeping each field its width; both are never negative), copied from the rollup row of that key; a doc is as long as its highest slot, and slots past its end read as zero. (`||` of
-- blobs answers text with the same bytes, hence the CAST back to a blob; substr of an empty blob answers NULL,
-- hence the COALESCEs.) The rollup's own triggers (0008) and
-- the bulk writers' upserts all write `spend_rollup_category` / `spend_rollup_retailer`, so triggers on those
-- two tables keep the docs in step with every writer. A rowid table, so a 1.6 KB doc stays on a page (two a page).
CREATE TABLE `spend_rollup_slots` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`slot` integer NOT NULL,
	PRIMARY KEY(`kind`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE UNIQUE INDEX `spend_rollup_slots_slot_uq` ON `spend_rollup_slots` (`kind`, `slot`);
--> statement-breakpoint
CREATE TABLE `spend_rollup_packed` (
	`publisher_id` text NOT NULL,
	`env` text NOT NULL,
	`kind` text NOT NULL,
	`grain` text NOT NULL,
	`period_start` integer NOT NULL,
	`doc` blob NOT NULL,
	UNIQUE(`publisher_id`, `env`, `kind`, `grain`, `period_start`)
);
--> statement-breakpoint
-- While this holds a row the triggers below stand aside: the rollup's bulk fill (@cashloop/db spend-rollup.ts)
-- assigns slots and writes the docs of the periods it touched set-based instead (one doc write per period,
-- not one per rollup row).
CREATE TABLE `spend_rollup_packed_deferrals` (`id` text PRIMARY KEY NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
-- What the server derives and keeps per connection besides the figures (the slots' keys; the retailers' names,
-- logos and categories): a version counted up by every change to either, so a cached copy is used only while
-- the version it was read with is still the stored one. (The server keeps only copies read outside a
-- transaction: committed versions never repeat, while a rolled-back change could reuse its number.)
CREATE TABLE `spend_rollup_static_version` (`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1), `version` integer NOT NULL);
--> statement-breakpoint
INSERT INTO `spend_rollup_static_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `spend_rollup_slots_version` AFTER INSERT ON `spend_rollup_slots`
BEGIN
  UPDATE `spend_rollup_static_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `retailers_spend_static_insert` AFTER INSERT ON `retailers`
BEGIN
  UPDATE `spend_rollup_static_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `retailers_spend_static_delete` AFTER DELETE ON `retailers`
BEGIN
  UPDATE `spend_rollup_static_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
-- Not the transaction counters (migration 0002), which move with every purchase: only what the answers show or filter on.
CREATE TRIGGER `retailers_spend_static_update` AFTER UPDATE OF `id`, `name`, `logo`, `categories`, `primary_category` ON `retailers`
BEGIN
  UPDATE `spend_rollup_static_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `spend_rollup_category_packed_insert` AFTER INSERT ON `spend_rollup_category`
WHEN NOT EXISTS (SELECT 1 FROM `spend_rollup_packed_deferrals`)
BEGIN
  INSERT INTO `spend_rollup_slots` (`kind`, `key`, `slot`)
  SELECT 'category', NEW.`category`, COALESCE((SELECT MAX(`slot`) + 1 FROM `spend_rollup_slots` WHERE `kind` = 'category'), 0)
  WHERE NOT EXISTS (SELECT 1 FROM `spend_rollup_slots` WHERE `kind` = 'category' AND `key` = NEW.`category`);
  INSERT INTO `spend_rollup_packed` (`publisher_id`, `env`, `kind`, `grain`, `period_start`, `doc`)
  SELECT NEW.`publisher_id`, NEW.`env`, 'category', NEW.`grain`, NEW.`period_start`,
    CAST(COALESCE(substr(COALESCE(p.`doc`, x''), 1, k.`o`), x'') || zeroblob(max(k.`o` - length(COALESCE(p.`doc`, x'')), 0))
      || unhex(printf('%08X%012X', NEW.`n` & 4294967295, NEW.`volume` & 281474976710655)) || COALESCE(substr(COALESCE(p.`doc`, x''), k.`o` + 11), x'') AS BLOB)
  FROM (SELECT `slot` * 10 AS `o` FROM `spend_rollup_slots` WHERE `kind` = 'category' AND `key` = NEW.`category`) k
  LEFT JOIN `spend_rollup_packed` p ON p.`publisher_id` = NEW.`publisher_id` AND p.`env` = NEW.`env` AND p.`kind` = 'category'
    AND p.`grain` = NEW.`grain` AND p.`period_start` = NEW.`period_start`
  WHERE true
  ON CONFLICT (`publisher_id`, `env`, `kind`, `grain`, `period_start`) DO UPDATE SET `doc` = excluded.`doc`;
END;
--> statement-breakpoint
CREATE TRIGGER `spend_rollup_category_packed_update` AFTER UPDATE OF `n`, `volume` ON `spend_rollup_category`
WHEN NOT EXISTS (SELECT 1 FROM `spend_rollup_packed_deferrals`)
BEGIN
  UPDATE `spend_rollup_packed` SET `doc` = CAST(COALESCE(substr(`doc`, 1, k.`o`), x'') || zeroblob(max(k.`o` - length(`doc`), 0))
      || unhex(printf('%08X%012X', NEW.`n` & 4294967295, NEW.`volume` & 281474976710655)) || COALESCE(substr(`doc`, k.`o` + 11), x'') AS BLOB)
  FROM (SELECT `slot` * 10 AS `o` FROM `spend_rollup_slots` WHERE `kind` = 'category' AND `key` = NEW.`category`) k
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `kind` = 'category'
    AND `grain` = NEW.`grain` AND `period_start` = NEW.`period_start`;
END;
--> statement-breakpoint
CREATE TRIGGER `spend_rollup_retailer_packed_insert` AFTER INSERT ON `spend_rollup_retailer`
WHEN NOT EXISTS (SELECT 1 FROM `spend_rollup_packed_deferrals`)
BEGIN
  INSERT INTO `spend_rollup_slots` (`kind`, `key`, `slot`)
  SELECT 'retailer', NEW.`retailer_id`, COALESCE((SELECT MAX(`slot`) + 1 FROM `spend_rollup_slots` WHERE `kind` = 'retailer'), 0)
  WHERE NOT EXISTS (SELECT 1 FROM `spend_rollup_slots` WHERE `kind` = 'retailer' AND `key` = NEW.`retailer_id`);
  INSERT INTO `spend_rollup_packed` (`publisher_id`, `env`, `kind`, `grain`, `period_start`, `doc`)
  SELECT NEW.`publisher_id`, NEW.`env`, 'retailer', NEW.`grain`, NEW.`period_start`,
    CAST(COALESCE(substr(COALESCE(p.`doc`, x''), 1, k.`o`), x'') || zeroblob(max(k.`o` - length(COALESCE(p.`doc`, x'')), 0))
      || unhex(printf('%08X%012X', NEW.`n` & 4294967295, NEW.`volume` & 281474976710655)) || COALESCE(substr(COALESCE(p.`doc`, x''), k.`o` + 11), x'') AS BLOB)
  FROM (SELECT `slot` * 10 AS `o` FROM `spend_rollup_slots` WHERE `kind` = 'retailer' AND `key` = NEW.`retailer_id`) k
  LEFT JOIN `spend_rollup_packed` p ON p.`publisher_id` = NEW.`publisher_id` AND p.`env` = NEW.`env` AND p.`kind` = 'retailer'
    AND p.`grain` = NEW.`grain` AND p.`period_start` = NEW.`period_start`
  WHERE true
  ON CONFLICT (`publisher_id`, `env`, `kind`, `grain`, `period_start`) DO UPDATE SET `doc` = excluded.`doc`;
END;
--> statement-breakpoint
CREATE TRIGGER `spend_rollup_retailer_packed_update` AFTER UPDATE OF `n`, `volume` ON `spend_rollup_retailer`
WHEN NOT EXISTS (SELECT 1 FROM `spend_rollup_packed_deferrals`)
BEGIN
  UPDATE `spend_rollup_packed` SET `doc` = CAST(COALESCE(substr(`doc`, 1, k.`o`), x'') || zeroblob(max(k.`o` - length(`doc`), 0))
      || unhex(printf('%08X%012X', NEW.`n` & 4294967295, NEW.`volume` & 281474976710655)) || COALESCE(substr(`doc`, k.`o` + 11), x'') AS BLOB)
  FROM (SELECT `slot` * 10 AS `o` FROM `spend_rollup_slots` WHERE `kind` = 'retailer' AND `key` = NEW.`retailer_id`) k
  WHERE `publisher_id` = NEW.`publisher_id` AND `env` = NEW.`env` AND `kind` = 'retailer'
    AND `grain` = NEW.`grain` AND `period_start` = NEW.`period_start`;
END;
--> statement-breakpoint
-- Backfill: slots for every key the rollup holds (in key order), then every doc from the rollup as it is.
INSERT INTO `spend_rollup_slots` (`kind`, `key`, `slot`)
SELECT 'category', `category`, row_number() OVER (ORDER BY `category`) - 1 FROM (SELECT DISTINCT `category` FROM `spend_rollup_category`);
--> statement-breakpoint
INSERT INTO `spend_rollup_slots` (`kind`, `key`, `slot`)
SELECT 'retailer', `retailer_id`, row_number() OVER (ORDER BY `retailer_id`) - 1 FROM (SELECT DISTINCT `retailer_id` FROM `spend_rollup_retailer`);
--> statement-breakpoint
INSERT INTO `spend_rollup_packed` (`publisher_id`, `env`, `kind`, `grain`, `period_start`, `doc`)
SELECT k.`publisher_id`, k.`env`, 'category', k.`grain`, k.`period_start`,
  CAST(group_concat(unhex(printf('%08X%012X', COALESCE(s.`n`, 0) & 4294967295, COALESCE(s.`volume`, 0) & 281474976710655)), x'' ORDER BY sl.`slot`) AS BLOB)
FROM (SELECT r.`publisher_id`, r.`env`, r.`grain`, r.`period_start`, MAX(sl.`slot`) AS `top`
      FROM `spend_rollup_category` r JOIN `spend_rollup_slots` sl ON sl.`kind` = 'category' AND sl.`key` = r.`category`
      GROUP BY 1, 2, 3, 4) k
JOIN `spend_rollup_slots` sl ON sl.`kind` = 'category' AND sl.`slot` <= k.`top`
LEFT JOIN `spend_rollup_category` s ON s.`publisher_id` = k.`publisher_id` AND s.`env` = k.`env` AND s.`grain` = k.`grain`
  AND s.`period_start` = k.`period_start` AND s.`category` = sl.`key`
GROUP BY k.`publisher_id`, k.`env`, k.`grain`, k.`period_start`;
--> statement-breakpoint
INSERT INTO `spend_rollup_packed` (`publisher_id`, `env`, `kind`, `grain`, `period_start`, `doc`)
SELECT k.`publisher_id`, k.`env`, 'retailer', k.`grain`, k.`period_start`,
  CAST(group_concat(unhex(printf('%08X%012X', COALESCE(s.`n`, 0) & 4294967295, COALESCE(s.`volume`, 0) & 281474976710655)), x'' ORDER BY sl.`slot`) AS BLOB)
FROM (SELECT r.`publisher_id`, r.`env`, r.`grain`, r.`period_start`, MAX(sl.`slot`) AS `top`
      FROM `spend_rollup_retailer` r JOIN `spend_rollup_slots` sl ON sl.`kind` = 'retailer' AND sl.`key` = r.`retailer_id`
      GROUP BY 1, 2, 3, 4) k
JOIN `spend_rollup_slots` sl ON sl.`kind` = 'retailer' AND sl.`slot` <= k.`top`
LEFT JOIN `spend_rollup_retailer` s ON s.`publisher_id` = k.`publisher_id` AND s.`env` = k.`env` AND s.`grain` = k.`grain`
  AND s.`period_start` = k.`period_start` AND s.`retailer_id` = sl.`key`
GROUP BY k.`publisher_id`, k.`env`, k.`grain`, k.`period_start`;
