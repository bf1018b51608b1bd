import '@/lib/chart-setup';
import { Box, Group, Stack, Text } from '@mantine/core';
import { Doughnut } from 'react-chartjs-2';
import { formatCount } from '@/lib/format';

export interface DoughnutSlice {
  label: string;
  value: number;
  color: string;
}

interface DoughnutWithTotalProps {
  slices: DoughnutSlice[];
  total: number;
  totalLabel: string;
  testId: string;
}

const EMPTY_RING = '#e9ecef';

/** A doughnut with its total in the centre and a text legend (canvas text is invisible to tests and readers). */
export function DoughnutWithTotal({ slices, total, totalLabel, testId }: DoughnutWithTotalProps) {
  const empty = slices.every((s) => s.value === 0);
  const data = {
    labels: empty ? ['No data'] : slices.map((s) => s.label),
    datasets: [
      {
        data: empty ? [1] : slices.map((s) => s.value),
        backgroundColor: empty ? [EMPTY_RING] : slices.map((s) => s.color),
        borderWidth: 0,
        hoverOffset: empty ? 0 : 6,
      },
    ],
  };
  const options = {
    cutout: '74%',
    maintainAspectRatio: false,
    plugins: { legend: { display: false }, tooltip: { enabled: !empty } },
  };
  return (
    <Group gap="lg" wrap="nowrap" align="center" data-testid={testId}>
      <Box pos="relative" w={150} h={150} style={{ flexShrink: 0 }}>
        <Doughnut data={data} options={options} aria-label={`${totalLabel}: ${total}`} role="img" />
        <Stack gap={0} align="center" justify="center" pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
          <Text fz={24} fw={700} lh={1.1} data-testid={`${testId}-total`}>
            {formatCount(total)}
          </Text>
          <Text size="xs" c="dimmed" ta="center" maw={90}>
            {totalLabel}
          </Text>
        </Stack>
      </Box>
      <Stack gap={8} style={{ flex: 1 }}>
        {slices.map((slice) => (
          <Group key={slice.label} justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={8} wrap="nowrap">
              <Box w={10} h={10} style={{ borderRadius: 3, background: slice.color, flexShrink: 0 }} />
              <Text size="sm">{slice.label}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatCount(slice.value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
