import '@/lib/chart-setup';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { TooltipItem } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import type { CategorySpendRows } from '../api/get-category-spend';
import { formatSharePercent } from '../utils/spend-window';

const PALETTE = ['#4361ee', '#f72585', '#4cc9f0', '#7209b7', '#ffb703', '#2a9d8f', '#e76f51', '#8ecae6', '#6a994e', '#bc4749', '#3a0ca3', '#fb8500'];
/** Beyond this many slices the rest are drawn as one, so the ring stays readable. */
const MAX_SLICES = 8;

interface Slice {
  label: string;
  share: number;
  color: string;
}

function slicesOf(rows: CategorySpendRows): Slice[] {
  const top = rows.slice(0, MAX_SLICES).map((r, i) => ({ label: r.label, share: r.shareOfWallet, color: PALETTE[i % PALETTE.length]! }));
  const rest = rows.slice(MAX_SLICES);
  if (rest.length === 0) return top;
  const share = Math.round(rest.reduce((s, r) => s + r.shareOfWallet, 0) * 100) / 100;
  return [...top, { label: `Other categories (${rest.length})`, share, color: '#adb5bd' }];
}

/** 'Share of spend': each category's share of all spend in the window; the tooltip gives it with two decimals. */
export function ShareOfSpendChart({ rows }: { rows: CategorySpendRows }) {
  const slices = slicesOf(rows);
  if (slices.length === 0) return <Text c="dimmed">No results</Text>;
  const data = {
    labels: slices.map((s) => s.label),
    datasets: [{ data: slices.map((s) => s.share), backgroundColor: slices.map((s) => s.color), borderWidth: 0, hoverOffset: 6 }],
  };
  const options = {
    cutout: '62%',
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item: TooltipItem<'doughnut'>) => ` ${formatSharePercent(item.parsed)} of spend` } },
    },
  };
  return (
    <Group gap="xl" align="center" wrap="wrap" data-testid="share-of-spend">
      <Box w={200} h={200} style={{ flexShrink: 0 }}>
        <Doughnut data={data} options={options} role="img" aria-label="Share of spend by category" />
      </Box>
      {/* Canvas text is invisible to readers and tests: the legend repeats every share. */}
      <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
        {slices.map((s) => (
          <Group key={s.label} justify="space-between" wrap="nowrap" gap="xs" data-testid="share-of-spend-item">
            <Group gap={8} wrap="nowrap">
              <Box w={10} h={10} style={{ borderRadius: 3, background: s.color, flexShrink: 0 }} />
              <Text size="sm">{s.label}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatSharePercent(s.share)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
