import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { PLATFORM_OWNER_ID } from '@cashloop/shared/common/enums';
import { useNavigate } from 'react-router-dom';
import { FigureList } from '@/components/figure-list';
import { SectionCard } from '@/components/section-card';
import { StatusPill } from '@/components/status-pill';
import type { ProgrammeOffer } from '../../api/get-programme-offer-for-offer';
import { useRemoveFromProgramme } from '../../api/remove-from-programme';
import { approvalPill, audienceText, availabilityPill } from '../../utils/programme-labels';
import { AvailabilitySwitch } from '../availability-switch';

const day = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** 'Offer profile': where the application stands, its terms, and what can be done with it. */
export function ProgrammeOfferProfile({ po, onEdit }: { po: ProgrammeOffer; onEdit: () => void }) {
  const remove = useRemoveFromProgramme();
  const navigate = useNavigate();
  const audience = audienceText(po);
  const figures = [
    { label: 'Split of cashback', value: `${po.splitOfCashbackPercentage.endUser}% end user / ${po.splitOfCashbackPercentage.client}% you` },
    { label: 'Audience', value: audience.detail ? `${audience.label}: ${audience.detail}` : audience.label },
    { label: 'Applied on', value: day.format(new Date(po.createdOn)) },
    ...(po.decidedOn ? [{ label: 'Decided on', value: day.format(new Date(po.decidedOn)) }] : []),
    ...(po.declinedReason ? [{ label: 'Declined reason', value: po.declinedReason }] : []),
  ];
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remove offer from program',
      children: <Text size="sm">The offer leaves your program at once. You will need to apply again, and be approved, to regain access.</Text>,
      labels: { confirm: 'Remove offer', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped if the refetch of the removed offer unmounts this
      // card first; failures are shown by the query client.
      onConfirm: () =>
        remove.mutateAsync(po.id).then(() => {
          notifications.show({ color: 'green', message: 'Offer removed from your program' });
          navigate(`/retailer/${po.retailer.id}`);
        }, () => {}),
    });

  return (
    <SectionCard title="Offer profile" testId="offer-profile">
      <Stack gap="md">
        <Group gap="sm">
          <StatusPill {...approvalPill(po.offerApproval)} />
          {po.offerApproval === 'APPROVED' && <StatusPill {...availabilityPill(po.active)} />}
          {po.offerApproval === 'APPROVED' && (
            <AvailabilitySwitch programmeOfferId={po.id} retailerName={po.retailer.retailerName} active={po.active} approved />
          )}
        </Group>
        <FigureList figures={figures} />
        <Group gap="sm">
          {po.offerApproval !== 'DECLINED' && (
            <Button variant="light" onClick={onEdit}>
              Edit program offer
            </Button>
          )}
          {po.offer.ownerId === PLATFORM_OWNER_ID && (
            <Button variant="subtle" color="red" loading={remove.isPending} onClick={confirmRemove}>
              Remove offer from program
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
