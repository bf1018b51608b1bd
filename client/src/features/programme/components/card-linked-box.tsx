import { Avatar, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { SectionCard } from '@/components/section-card';
import { useCardLinkedState, useChangeCardLinked } from '../api/card-linked-programme';
import { useProgrammeOffers } from '../api/get-programme-offers';
import { ASSUMED_CARD_LINKED_STATUS, cardLinkedAction } from '../utils/card-linked-action';

/** The card-linked offers box: logos of the live payment-linked retailers and the programme's control. */
export function CardLinkedBox() {
  const state = useCardLinkedState();
  const change = useChangeCardLinked();
  const live = useProgrammeOffers({ page: 0, size: 12, sort: 'MOSTPOPULAR', types: ['PAYMENT'], status: [true], approvals: ['APPROVED'] });
  const status = state.data?.cardlyticsStatus ?? ASSUMED_CARD_LINKED_STATUS;
  const action = cardLinkedAction(status, state.data?.cardlyticsActivated ?? false);
  const retailers = [...new Map((live.data?.content ?? []).map((r) => [r.retailer.id, r.retailer])).values()];

  return (
    <SectionCard
      title="Card-linked offers"
      testId="card-linked-box"
      action={
        <Button
          size="xs"
          variant={action.kind === 'toggle' && action.label === 'Pause' ? 'default' : 'filled'}
          disabled={action.kind === 'waiting' || state.isPending}
          loading={change.isPending}
          onClick={() => action.kind !== 'waiting' && change.mutate(action.kind)}
        >
          {action.label}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Cashback your users earn automatically when they pay with a linked card.
        </Text>
        {retailers.length === 0 ? (
          <Text size="sm" c="dimmed">{live.isPending ? 'Loading retailers…' : 'No live card-linked offers yet'}</Text>
        ) : (
          <Group gap="xs">
            <Avatar.Group spacing="sm">
              {retailers.map((r) => (
                <Tooltip key={r.id} label={r.retailerName} withArrow>
                  <Avatar src={r.logo} alt={r.retailerName} radius="xl" size="md">
                    {r.retailerName.slice(0, 2).toUpperCase()}
                  </Avatar>
                </Tooltip>
              ))}
            </Avatar.Group>
            {(live.data?.totalElements ?? 0) > retailers.length && (
              <Text size="sm" c="dimmed">and more</Text>
            )}
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
