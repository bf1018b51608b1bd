import { Card, SimpleGrid, Text } from '@mantine/core';

// Placeholder figures: spec 1 §2.7 keeps this block in the page but hidden until reporting ships.
const placeholder = [
  { label: 'Reports generated', value: '0' },
  { label: 'Scheduled exports', value: '0' },
  { label: 'Last report', value: '—' },
];

/** The hidden 'Reporting summary' block: in the DOM, never displayed (Card's own display beats `hidden`). */
export function ReportingSummary() {
  return (
    <Card hidden display="none" aria-hidden="true" data-testid="reporting-summary">
      <Text fw={650} mb="sm">
        Reporting summary
      </Text>
      <SimpleGrid cols={3}>
        {placeholder.map((item) => (
          <div key={item.label}>
            <Text size="xs" c="dimmed">
              {item.label}
            </Text>
            <Text fw={600}>{item.value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
