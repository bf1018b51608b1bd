import { notifications } from '@mantine/notifications';
import type { RetailerSummary } from '@cashloop/shared/contracts/catalogue';
import { RequestApprovalDrawer } from '@/components/request-approval/request-approval-drawer';
import { useApplyToRetailer } from '../api/apply-to-retailer';
import { useOffersByIds } from '../api/get-offers-by-ids';
import { anyFixedDistributorCommission } from '../utils/offer-cashback';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Apply to all offers': the 'Request approval' side form for every offer of one retailer. */
export function ApplyToRetailerDrawer({ retailer, onClose }: { retailer: RetailerSummary | null; onClose: () => void }) {
  // The offers' conditions decide whether the split is asked for (fixed distributor commission).
  const offers = useOffersByIds(retailer?.offers ?? [], retailer !== null);
  const apply = useApplyToRetailer();
  const fixed = anyFixedDistributorCommission(offers.data ?? []);

  return (
    <RequestApprovalDrawer
      opened={retailer !== null}
      onClose={onClose}
      subject={retailer ? `All offers of ${retailer.retailerName}` : undefined}
      fixedDistributorCommission={fixed}
      waiting={offers.isPending && (retailer?.offers.length ?? 0) > 0}
      submitting={apply.isPending}
      onSubmit={(body) => {
        if (!retailer) return;
        apply.mutate(
          { retailerId: retailer.id, body },
          {
            onSuccess: (result) => {
              const sent = result.content.length;
              const skipped = result.skippedOfferIds.length;
              notifications.show({
                color: sent > 0 ? 'green' : 'yellow',
                title: sent > 0 ? 'Approval requested' : 'Nothing to request',
                message:
                  sent > 0
                    ? `${plural(sent, 'offer')} of ${retailer.retailerName} sent for approval${skipped > 0 ? ` (${skipped} already in your programme)` : ''}.`
                    : `Every offer of ${retailer.retailerName} is already in your programme.`,
              });
              onClose();
            },
          },
        );
      }}
    />
  );
}
