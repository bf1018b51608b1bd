import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { FigureList } from '@/components/figure-list';
import { SectionCard } from '@/components/section-card';

const matchLabels = { ALL_CHANNELS: 'All channels', SPECIFIC_CHANNELS: 'Specific channels' } as const;

/** 'Matching data': how transactions are matched to this offer (channels, MIDs, creditor strings). */
export function MatchingDataSection({ offer }: { offer: Offer }) {
  const mids = offer.channels.reduce((n, c) => n + c.mids.length, 0);
  return (
    <SectionCard title="Matching data" testId="matching-data">
      <Stack gap="md">
        <FigureList
          figures={[
            { label: 'Matches against', value: matchLabels[offer.validFor] },
            { label: 'Super match', value: offer.superMatch ? 'Yes' : 'No' },
            { label: 'Channels', value: String(offer.channels.length) },
            { label: 'MIDs', value: String(mids) },
          ]}
        />
        <Stack gap={6}>
          <Text size="sm" c="dimmed">Unenriched creditor strings</Text>
          {offer.unenrichedCreditorsStrings.length === 0 ? (
            <Text size="sm">None</Text>
          ) : (
            <Group gap={6}>
              {offer.unenrichedCreditorsStrings.map((s) => (
                <Badge key={s} variant="outline" color="gray" tt="none">{s}</Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
