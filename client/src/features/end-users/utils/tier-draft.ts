/** The "Create new tier" form as typed: the paid flag is unset until chosen; price is '' until typed. */
export interface TierDraft {
  name: string;
  description: string;
  paid: 'yes' | 'no' | null;
  price: number | string;
}

export const EMPTY_TIER_DRAFT: TierDraft = { name: '', description: '', paid: null, price: '' };

/** Spec 2 §5: valid when the paid flag is chosen, name and description are non-empty, and a paid tier has a price. */
export function isTierDraftValid(d: TierDraft): boolean {
  if (d.paid === null || d.name.trim() === '' || d.description.trim() === '') return false;
  return d.paid === 'no' || (typeof d.price === 'number' && Number.isFinite(d.price) && d.price >= 0);
}

/** The POST customer-tier body: trimmed texts, and a price only for a paid tier. */
export function tierBodyOf(d: TierDraft) {
  const paid = d.paid === 'yes';
  return { name: d.name.trim(), description: d.description.trim(), paidSubscription: paid, price: paid ? Number(d.price) : null };
}
