-- Issue 12's test-first outbox: an email carries its one-time code as a field (a test reads it instead of
-- parsing the text), and whether it was delivered or bounced (a domain fault can make one bounce).
ALTER TABLE `email_outbox` ADD `code` text;
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `delivery` text DEFAULT 'DELIVERED' NOT NULL;
--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `bounce_reason` text;
