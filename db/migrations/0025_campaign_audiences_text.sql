-- Each campaign's audiences as its list writes them, kept on the campaign (issue 11, decision 0033). The campaigns
-- page read them with a subquery per campaign (a lookup, a join and a sorted json_group_array): ~13 µs of a 12-row
-- page's ~40 µs statement. Now it reads one column. The text is SQLite's `[{"id":…,"name":…}]` in the list's order
-- (name without case, then id); the server rewrites it as JSON.stringify writes it (campaigns-page-text.ts). Kept by
-- the triggers below for every writer: a link added or removed (an audience deleted takes its links by cascade), and
-- an audience renamed. Kept out of the drizzle schema, like migrations 0021, 0022 and 0024's columns.
ALTER TABLE `campaigns` ADD `audiences_text` text NOT NULL DEFAULT '[]';
--> statement-breakpoint
CREATE VIEW `campaign_audiences_written` AS
SELECT c.`id` AS `campaign_id`,
  (SELECT json_group_array(json_object('id', a.`id`, 'name', a.`name`) ORDER BY a.`name` COLLATE NOCASE, a.`id`)
   FROM `campaign_audiences` ca JOIN `audiences` a ON a.`id` = ca.`audience_id` WHERE ca.`campaign_id` = c.`id`) AS `text`
FROM `campaigns` c;
--> statement-breakpoint
CREATE TRIGGER `campaign_audiences_text_insert` AFTER INSERT ON `campaign_audiences`
BEGIN
  UPDATE `campaigns` SET `audiences_text` = (SELECT w.`text` FROM `campaign_audiences_written` w WHERE w.`campaign_id` = NEW.`campaign_id`)
  WHERE `id` = NEW.`campaign_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_audiences_text_delete` AFTER DELETE ON `campaign_audiences`
BEGIN
  UPDATE `campaigns` SET `audiences_text` = (SELECT w.`text` FROM `campaign_audiences_written` w WHERE w.`campaign_id` = OLD.`campaign_id`)
  WHERE `id` = OLD.`campaign_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_audiences_text_update` AFTER UPDATE ON `campaign_audiences`
BEGIN
  UPDATE `campaigns` SET `audiences_text` = (SELECT w.`text` FROM `campaign_audiences_written` w WHERE w.`campaign_id` = `campaigns`.`id`)
  WHERE `id` IN (OLD.`campaign_id`, NEW.`campaign_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `campaign_audiences_text_rename` AFTER UPDATE OF `id`, `name` ON `audiences`
BEGIN
  UPDATE `campaigns` SET `audiences_text` = (SELECT w.`text` FROM `campaign_audiences_written` w WHERE w.`campaign_id` = `campaigns`.`id`)
  WHERE `id` IN (SELECT ca.`campaign_id` FROM `campaign_audiences` ca WHERE ca.`audience_id` IN (OLD.`id`, NEW.`id`));
END;
--> statement-breakpoint
UPDATE `campaigns` SET `audiences_text` = (SELECT w.`text` FROM `campaign_audiences_written` w WHERE w.`campaign_id` = `campaigns`.`id`);
