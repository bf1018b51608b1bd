import type { programmeSorts } from '@cashloop/shared/common/enums';
import { offerTypeLabels } from '@cashloop/shared/rules/offer-labels';

export type ProgrammeSort = (typeof programmeSorts)[number];

/** Page sizes of spec 1 §9: programme and approvals 25, a retailer-name search 50. */
export const PAGE_SIZE = 25;
export const SEARCH_PAGE_SIZE = 50;

/** The types the programme filters by (spec 1 §7). */
export const typeOptions = (['PAYMENT', 'ONLINE', 'CLICK_TO_ACTIVATE'] as const).map((t) => ({ value: t, label: offerTypeLabels[t] }));

export const sortOptions: { value: ProgrammeSort; label: string }[] = [
  { value: 'MOSTPOPULAR', label: 'Most Popular' },
  { value: 'ATOZ', label: 'A to Z' },
  { value: 'ZTOA', label: 'Z to A' },
  { value: 'LATEST', label: 'Latest' },
];

export const statusOptions = [
  { value: 'true', label: 'Live' },
  { value: 'false', label: 'Deactivated' },
];

export const approvalOptions = [
  { value: 'PENDING', label: 'Pending approval' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'DECLINED', label: 'Approval declined' },
];
