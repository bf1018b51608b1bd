import { Badge } from '@mantine/core';

export type PillTone = 'green' | 'yellow' | 'red' | 'gray' | 'blue';

/** A status as a coloured pill; callers map their statuses to the spec's texts and tones. */
export function StatusPill({ label, tone }: { label: string; tone: PillTone }) {
  return (
    // Never narrower than its text: a squeezed table column scrolls rather than eliding 'CREATED' to 'CR…'.
    <Badge color={tone} variant="light" radius="sm" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}
