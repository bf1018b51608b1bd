import { SimpleGrid } from '@mantine/core';
import { IconCircleCheck, IconClock, IconCreditCard, IconHandClick, IconLink, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { StatCard } from '@/components/stat-card';
import { formatCount } from '@/lib/format';
import { useCardLinkedState } from '../api/card-linked-programme';
import { useOfferStatistics } from '../api/get-offer-statistics';
import { ASSUMED_CARD_LINKED_STATUS } from '../utils/card-linked-action';
import { cardLinkedStatusText } from '../utils/programme-labels';

/** The programme's counts (activated-offer/statistics) and the card-linked programme status. */
export function ProgrammeStats() {
  const stats = useOfferStatistics();
  const cardLinked = useCardLinkedState();
  const value = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const s = stats.data;
  const cards = [
    { label: 'Live offers', value: value(s?.totalActiveOffers), icon: <IconPlayerPlay size={18} />, testId: 'stat-active' },
    { label: 'Approved offers', value: value(s?.totalOffersApproved), icon: <IconCircleCheck size={18} />, testId: 'stat-approved' },
    { label: 'Payment-linked', value: value(s?.totalPaymentLinkedOffersApproved), icon: <IconCreditCard size={18} />, testId: 'stat-payment' },
    { label: 'Affiliate links', value: value(s?.totalOnlineOffersApproved), icon: <IconLink size={18} />, testId: 'stat-online' },
    { label: 'Click to activate', value: value(s?.totalClickToActivateApproved), icon: <IconHandClick size={18} />, testId: 'stat-cta' },
    { label: 'Pending approvals', value: value(s?.totalOffersPending), icon: <IconClock size={18} />, testId: 'stat-pending' },
    { label: 'Declined offers', value: value(s?.totalOffersDeclined), icon: <IconX size={18} />, testId: 'stat-declined' },
  ];
  const status = cardLinked.data?.cardlyticsStatus ?? ASSUMED_CARD_LINKED_STATUS;
  return (
    // Two a row on a phone: eight stacked cards pushed the offers table two screens down (issue 47).
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      {cards.map((c) => (
        <StatCard key={c.label} label={c.label} value={c.value} icon={c.icon} loading={stats.isPending} testId={c.testId} />
      ))}
      <StatCard label="Card-linked programme" value={cardLinkedStatusText(status)} loading={cardLinked.isPending} testId="stat-card-linked" />
    </SimpleGrid>
  );
}
