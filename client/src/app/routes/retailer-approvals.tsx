import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ApprovalsTable } from '@/features/programme/components/approvals-table';

/** /retailer-approvals (spec 1 §2.12): the offers applied for and where their approval stands. */
export function Component() {
  useDocumentTitle('Dashboard | Offer approvals');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>Retailer approvals</Title>
        <Text c="dimmed" size="sm">
          Offers you have applied for. Retailers review each application; approved offers appear in your cashback program.
        </Text>
      </Stack>
      <ApprovalsTable />
    </Stack>
  );
}
