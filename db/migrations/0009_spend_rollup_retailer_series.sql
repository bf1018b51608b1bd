-- Retailer analytics' per-day series from the spend rollup (issue 11, decision 0014): the rollup's key puts
-- the retailer after the period, so one retailer's days over a window were either ~365 point lookups or every
-- purchase of the window from transactions. This index leads with the retailer and carries n and volume, so a
-- window's days of one retailer are one range scan of at most a row per day, whatever the number of purchases.
CREATE INDEX `spend_rollup_retailer_series_idx` ON `spend_rollup_retailer` (`publisher_id`,`env`,`retailer_id`,`grain`,`period_start`,`n`,`volume`);
