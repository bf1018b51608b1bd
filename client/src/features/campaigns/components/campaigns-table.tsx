import { Button, Card, Group, Pill, Stack, Title } from '@mantine/core';
import { CAMPAIGN_PAGE_SIZE, type CampaignStatus } from '@cashloop/shared/contracts/campaigns';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable, pagedQueryProps } from '@/components/data-table/data-table';
import { useCampaigns } from '../api/get-campaigns';
import { defaultStatuses, isDefaultFilter, statusLabels } from '../utils/campaign-labels';
import { campaignColumns } from './campaign-columns';
import { CampaignStatusFilter } from './campaign-status-filter';

/** "Your campaigns" (spec 2 §2.5): status filter (default In Progress and Pending) with chips, server paging. */
export function CampaignsTable() {
  const [statuses, setStatuses] = useState<CampaignStatus[]>(defaultStatuses);
  const [page, setPage] = useState(1);
  const query = useCampaigns(statuses, page - 1);
  const change = (next: CampaignStatus[]) => {
    setStatuses(next);
    setPage(1);
  };
  return (
    <Card padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>Your campaigns</Title>
          <Group gap="sm">
            <CampaignStatusFilter value={statuses} onChange={change} />
            <Button component={Link} to="/campaign-builder" leftSection={<IconPlus size={16} />}>Create campaign</Button>
          </Group>
        </Group>
        {(statuses.length > 0 || !isDefaultFilter(statuses)) && (
          <Group gap="xs" data-testid="campaign-chips">
            {statuses.map((s) => (
              <Pill key={s} withRemoveButton onRemove={() => change(statuses.filter((x) => x !== s))}>{statusLabels[s]}</Pill>
            ))}
            {!isDefaultFilter(statuses) && (
              <Button size="xs" variant="subtle" onClick={() => change(defaultStatuses())}>Clear filters</Button>
            )}
          </Group>
        )}
        <DataTable
          columns={campaignColumns}
          rowKey={(c) => c.id}
          {...pagedQueryProps(query)}
          page={page}
          pageSize={CAMPAIGN_PAGE_SIZE}
          onPageChange={setPage}
          testId="campaigns-table"
        />
      </Stack>
    </Card>
  );
}
