-- The cashback ledger lists a scope newest first over a set of statuses (by default every status but
-- DISQUALIFIED: nearly every row). Merging one range of cashback_scope_status_idx per status sorts
-- statuses × (offset + size) rows, 2.4 s for a middle page of the `large` world's million. This index walks
-- the scope in created order and carries the status, so the filter is read from the index and a page skips
-- index entries only, never rows (decision 0016). Added only: migration 0010 dropped (publisher_id, env,
-- created_on), which this one also serves.
CREATE INDEX `cashback_scope_newest_status_idx` ON `cashback` (`publisher_id`,`env`,`created_on`,`status`);
