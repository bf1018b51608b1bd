import { Anchor, Avatar, Button, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/data-table';
import { StatusPill } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format';
import { useDeleteCampaign } from '../api/delete-campaign';
import type { Campaign } from '../api/get-campaigns';
import { OFFER_REMOVED_TEXT, offerPill, slotLabels, statusLabels, statusTones } from '../utils/campaign-labels';

function CampaignCell({ c }: { c: Campaign }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {c.slot === 'PROMOTED' || !c.assetLink ? (
        <ThemeIcon size={40} radius="md" variant="light" aria-label="Promoted"><IconSpeakerphone size={22} /></ThemeIcon>
      ) : (
        <Image src={c.assetLink} alt="" w={c.slot === 'TAKEOVER' ? 40 : 71} h={40} radius="sm" fit="cover" />
      )}
      <Text size="sm" fw={600}>{c.name}</Text>
    </Group>
  );
}

function DeleteCampaignButton({ c }: { c: Campaign }) {
  const remove = useDeleteCampaign();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Delete this campaign',
      children: <Text size="sm">“{c.name}” will be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped once the deleted row unmounts; failures are
      // shown by the query client.
      onConfirm: () => remove.mutateAsync(c.id).then(() => notifications.show({ color: 'green', message: 'Campaign deleted' }), () => {}),
    });
  return (
    <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} loading={remove.isPending} onClick={confirm} aria-label={`Delete ${c.name}`}>
      Delete
    </Button>
  );
}

/** Spec 2 §2.5 "Your campaigns": Campaign, Retailer, Slot, Cashback, Status, Audience, StartDate, EndDate, Action. */
export const campaignColumns: DataTableColumn<Campaign>[] = [
  { key: 'campaign', header: 'Campaign', render: (c) => <CampaignCell c={c} /> },
  {
    key: 'retailer',
    header: 'Retailer',
    render: (c) =>
      c.retailer ? (
        <Group gap="xs" wrap="nowrap">
          <Avatar src={c.retailer.logo} alt={c.retailer.retailerName} size={28} radius="md">{c.retailer.retailerName.slice(0, 2).toUpperCase()}</Avatar>
          <Text size="sm">{c.retailer.retailerName}</Text>
        </Group>
      ) : <Text size="sm" c="dimmed">—</Text>,
  },
  { key: 'slot', header: 'Slot', render: (c) => slotLabels[c.slot] },
  {
    key: 'cashback',
    header: 'Cashback',
    render: (c) =>
      c.programOffer ? (c.programOffer.displayRules[0]?.description ?? '—') : <Text size="sm" c="red">{OFFER_REMOVED_TEXT}</Text>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (c) => (
      <Stack gap={4} align="flex-start">
        <StatusPill label={statusLabels[c.campaignStatus]} tone={statusTones[c.campaignStatus]} />
        {c.programOffer && <StatusPill {...offerPill(c.programOffer.active)} />}
      </Stack>
    ),
  },
  { key: 'audience', header: 'Audience', render: (c) => c.associatedAudiences.map((a) => a.name).join(', ') || '—' },
  { key: 'start', header: 'StartDate', render: (c) => formatDateTime(c.startDate) },
  { key: 'end', header: 'EndDate', render: (c) => formatDateTime(c.endDate) },
  {
    key: 'action', actions: true,
    header: 'Action',
    align: 'right',
    render: (c) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {c.programOffer && (
          <Anchor component={Link} to={`/retailer/${c.programOffer.retailer.id}/offer/${c.programOffer.offer.id}`} size="sm">View offer</Anchor>
        )}
        <DeleteCampaignButton c={c} />
      </Group>
    ),
  },
];
