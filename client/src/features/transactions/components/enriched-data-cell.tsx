import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { TransactionRow } from '../api/get-transactions';

/** 'Enriched data' (spec 3 §2.2): merchant logo, merchant name, website link and the first label. */
export function EnrichedDataCell({ data }: { data: TransactionRow['enrichedCreditorData'] }) {
  if (!data) return <Text size="sm" c="dimmed">Not enriched</Text>;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="enriched-data">
      <Avatar src={data.logo} alt="" size={28} radius="sm" />
      <Stack gap={0}>
        <Text size="sm" fw={600}>{data.merchant}</Text>
        {data.website && (
          <Anchor href={data.website} target="_blank" rel="noreferrer" size="xs">
            {data.website.replace(/^https?:\/\//, '')}
          </Anchor>
        )}
        {data.labels[0] && (
          // A long label wraps rather than elides ('Department and discount st…' in a phone's row card).
          <Badge size="xs" variant="light" color="gray" tt="none" w="fit-content" maw="100%" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
            {data.labels[0]}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
