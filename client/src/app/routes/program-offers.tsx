import { Grid, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AvailableOffersTable } from '@/features/programme/components/available-offers-table';
import { CardLinkedBox } from '@/features/programme/components/card-linked-box';
import { ProgrammeStats } from '@/features/programme/components/programme-stats';

/** /program-offers (spec 1 §2.11): statistics, the card-linked box and the programme's offers. */
export function Component() {
  useDocumentTitle('Dashboard | Program offers');
  return (
    <Stack gap="xl">
      <Title order={2}>Cashback program</Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ProgrammeStats />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <CardLinkedBox />
        </Grid.Col>
      </Grid>
      <AvailableOffersTable />
    </Stack>
  );
}
