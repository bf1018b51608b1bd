import '@/lib/chart-setup';
import { Box, Text } from '@mantine/core';
import type { GraphPoint } from '@cashloop/shared/contracts/catalogue';
import { Bar } from 'react-chartjs-2';

interface RetailerBarChartProps {
  title: string;
  points: GraphPoint[];
  value: (p: GraphPoint) => number;
  format: (n: number) => string;
  /** The value axis's tick labels (plain numbers when absent). */
  axisFormat?: (n: number) => string;
  color: string;
  testId: string;
}

/** One bar per period of the window (empty periods are zero bars, as the server fills them). */
export function RetailerBarChart({ title, points, value, format, axisFormat, color, testId }: RetailerBarChartProps) {
  const data = {
    labels: points.map((p) => p.id),
    datasets: [{ label: title, data: points.map(value), backgroundColor: color, borderRadius: 4, maxBarThickness: 36 }],
  };
  const options = {
    maintainAspectRatio: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (ctx: { parsed: { y: number | null } }) => format(ctx.parsed.y ?? 0) } } },
    scales: {
      y: { beginAtZero: true, ticks: { precision: 0, ...(axisFormat ? { callback: (v: string | number) => axisFormat(Number(v)) } : {}) } },
      x: { grid: { display: false } },
    },
  };
  return (
    <Box data-testid={testId}>
      <Text fw={600} size="sm" mb="xs">
        {title}
      </Text>
      <Box h={240}>
        <Bar data={data} options={options} role="img" aria-label={`${title}: ${points.length} periods`} />
      </Box>
    </Box>
  );
}
