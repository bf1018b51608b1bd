import { Card, Group, Stack, Text } from '@mantine/core';
import { useCustomerTiers } from '../api/get-customer-tiers';
import { TierIdCell } from './tier-id-cell';

/**
 * The ids the template's CUSTOMER_TIER_ID column takes, by tier name, beside "Download template": the file
 * itself holds ids only (issue 47).
 */
export function TierIdsCard() {
  const tiers = useCustomerTiers(0);
  const rows = tiers.data?.content ?? [];
  return (
    <Card padding="md" data-testid="tier-ids">
      <Text fw={650} mb={4}>Tier ids for CUSTOMER_TIER_ID</Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">{tiers.isPending ? 'Loading tiers…' : 'No tiers yet: create one on the End users screen.'}</Text>
      ) : (
        <Stack gap={4}>
          {rows.map((t) => (
            <Group key={t.id} gap="sm" wrap="wrap">
              <Text size="sm" fw={500} miw={120}>{t.name}</Text>
              <TierIdCell id={t.id} name={t.name} />
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
