-- Webhooks listen from their creation on. Worlds seeded before the seeds set this left seeded webhooks
-- at cursor 0, which would replay the whole seeded history to their urls; move them to its end.
UPDATE `webhooks` SET `cursor_seq` = (SELECT COALESCE(MAX(`seq`), 0) FROM `domain_events`) WHERE `cursor_seq` = 0;
