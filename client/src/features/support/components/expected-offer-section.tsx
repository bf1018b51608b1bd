import { Avatar, Button, Card, Group, Pill, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { StatusPill } from '@/components/status-pill';
import { SimpleTable } from './simple-table';
import { formatDateTime } from '@/lib/format';
import type { TicketEnvelope } from '../api/get-support-ticket';
import { useSetExpectedOfferAvailability } from '../api/set-expected-offer-availability';
import { activePill, APPROVAL_PILL, conditionRow, matchAgainstLabel, spendingCapLabel } from '../utils/offer-view';

type ProgramOffer = NonNullable<TicketEnvelope['missedTransactionQuery']['programOfferRequested']>;


/** Activate or Deactivate an APPROVED offer after its confirm dialog (spec 3 §4 'Offer in ticket view'). */
function AvailabilityButton({ offer }: { offer: ProgramOffer }) {
  const toggle = useSetExpectedOfferAvailability();
  const deactivating = offer.active;
  const confirm = () =>
    modals.openConfirmModal({
      title: deactivating ? 'Deactivate this offer' : 'Activate this offer',
      children: <Text size="sm">{deactivating ? 'End users will stop earning cashback on this offer.' : 'End users will earn cashback on this offer.'}</Text>,
      labels: { confirm: deactivating ? 'Deactivate' : 'Activate', cancel: 'Cancel' },
      confirmProps: { color: deactivating ? 'red' : 'green', 'data-testid': 'confirm-availability' } as Record<string, string>,
      onConfirm: () =>
        toggle.mutate(
          { id: offer.id, active: !deactivating },
          { onSuccess: () => notifications.show({ color: 'green', message: deactivating ? 'Offer deactivated' : 'Offer Activated' }) },
        ),
    });
  return (
    <Button size="xs" variant="light" color={deactivating ? 'red' : 'green'} loading={toggle.isPending} onClick={confirm}>
      {deactivating ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

/** Section 2 'Expected offer data': the offer, its cashback conditions and its channels. */
export function ExpectedOfferSection({ offer }: { offer: ProgramOffer | null }) {
  if (!offer) {
    return (
      <Card padding="lg">
        <Title order={4}>Expected offer data</Title>
        <Text c="dimmed" mt="sm">No results</Text>
      </Card>
    );
  }
  const o = offer.offer;
  const approval = APPROVAL_PILL[offer.offerApproval];
  const live = activePill(offer.active);
  return (
    <Card padding="lg" data-testid="expected-offer">
      <Stack gap="md">
        <Title order={4}>Expected offer data</Title>
        {/* The offer's approval and its actions head the section: as the last of eleven columns they sat past
            the card's edge at 1440 px (issue 47). */}
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={offer.retailer.logo} alt="" radius="sm" />
            <Stack gap={0}>
              <Text fw={600}>{offer.retailer.retailerName}</Text>
              <Text size="sm" c="dimmed">
                Offer Id: <Text span ff="monospace">{o.id}</Text>
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" data-testid="expected-offer-actions">
            <StatusPill {...approval} />
            {offer.offerApproval === 'APPROVED' && <StatusPill {...live} />}
            {offer.offerApproval === 'APPROVED' && <AvailabilityButton offer={offer} />}
            <Button size="xs" variant="default" component={Link} to={`/retailer/${offer.retailer.id}/offer/${o.id}`}>
              Edit
            </Button>
          </Group>
        </Group>
        <SimpleTable
          headers={['Offer type', 'Live date', 'Country', 'Currency', 'Match against', 'OB compatible', 'Offer available for', 'Spending cap', 'Tiers selected']}
          rows={[
            [
              o.offerType,
              formatDateTime(offer.createdOn),
              o.country,
              o.currency,
              matchAgainstLabel(o.validFor),
              String(o.obPublisherCompatible),
              offer.customerTierType,
              spendingCapLabel(o),
              <Group gap={4} key="tiers">
                {offer.selectedSegments.map((s) => (
                  <Pill key={s} bg="gray.2">{s}</Pill>
                ))}
              </Group>,
            ],
          ]}
        />
        <Text fw={600}>Cashback conditions</Text>
        <SimpleTable
          headers={['Total cashback', 'User cashback', 'Your commission', 'Customer type', 'Use Type', 'Cashback Type', 'Fixed split', 'Spend condition']}
          rows={offer.cashbackEarnings.map((e) => {
            const r = conditionRow(e, o.currency);
            return [r.total, r.user, r.commission, r.customerType, r.useType, r.cashbackType, r.fixedSplit, r.spend];
          })}
        />
        <Text fw={600}>Channels</Text>
        <SimpleTable
          headers={['Channel name', 'Address', 'City', 'Postcode', 'Channel Type', 'Mids']}
          rows={o.channels.map((c) => [c.channelName, c.address ?? '', c.city ?? '', c.postcode ?? '', c.channelType, c.mids.join(', ')])}
        />
      </Stack>
    </Card>
  );
}
