-- Webhook event amounts are pounds, as the ledger answers them for the same cashback (issue 46 item 2, decision 0043).
-- CASHBACK_* payloads were stored in pence under the ledger's names; every payload written before this migration is
-- pence (the engine and seeds write pounds from now on, and a new database runs this on empty tables), so each is
-- divided once, in the domain events and in the messages already fanned out from them (a resend sends the stored
-- content). The expression writes what JSON.stringify writes: 3 when whole, 2.88 otherwise. Test events are left alone:
-- they never carried pence.
UPDATE `domain_events` SET `payload` = json_set(`payload`,
  '$.endUserCashbackReceivable', CASE WHEN CAST(`payload` ->> '$.endUserCashbackReceivable' AS INTEGER) % 100 = 0
    THEN CAST(`payload` ->> '$.endUserCashbackReceivable' AS INTEGER) / 100 ELSE CAST(`payload` ->> '$.endUserCashbackReceivable' AS INTEGER) / 100.0 END,
  '$.publisherCashbackReceivable', CASE WHEN CAST(`payload` ->> '$.publisherCashbackReceivable' AS INTEGER) % 100 = 0
    THEN CAST(`payload` ->> '$.publisherCashbackReceivable' AS INTEGER) / 100 ELSE CAST(`payload` ->> '$.publisherCashbackReceivable' AS INTEGER) / 100.0 END)
WHERE `type` LIKE 'CASHBACK\_%' ESCAPE '\' AND json_type(`payload`, '$.endUserCashbackReceivable') = 'integer';
--> statement-breakpoint
UPDATE `webhook_events` SET `content` = json_set(`content`,
  '$.data.endUserCashbackReceivable', CASE WHEN CAST(`content` ->> '$.data.endUserCashbackReceivable' AS INTEGER) % 100 = 0
    THEN CAST(`content` ->> '$.data.endUserCashbackReceivable' AS INTEGER) / 100 ELSE CAST(`content` ->> '$.data.endUserCashbackReceivable' AS INTEGER) / 100.0 END,
  '$.data.publisherCashbackReceivable', CASE WHEN CAST(`content` ->> '$.data.publisherCashbackReceivable' AS INTEGER) % 100 = 0
    THEN CAST(`content` ->> '$.data.publisherCashbackReceivable' AS INTEGER) / 100 ELSE CAST(`content` ->> '$.data.publisherCashbackReceivable' AS INTEGER) / 100.0 END)
WHERE `event_type` LIKE 'CASHBACK\_%' ESCAPE '\' AND `domain_event_id` IS NOT NULL AND json_type(`content`, '$.data.endUserCashbackReceivable') = 'integer';
