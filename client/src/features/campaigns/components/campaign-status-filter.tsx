import { Button, Checkbox, Stack } from '@mantine/core';
import type { CampaignStatus } from '@cashloop/shared/contracts/campaigns';
import { useState } from 'react';
import { FilterModalButton } from '@/components/filter-modal-button';
import { allStatuses, statusLabels } from '../utils/campaign-labels';

function StatusForm({ value, onApply }: { value: CampaignStatus[]; onApply: (next: CampaignStatus[]) => void }) {
  const [chosen, setChosen] = useState<string[]>(value);
  return (
    <Stack gap="md">
      <Checkbox.Group label="Status" value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {allStatuses.map((s) => <Checkbox key={s} value={s} label={statusLabels[s]} />)}
        </Stack>
      </Checkbox.Group>
      <Button onClick={() => onApply(chosen as CampaignStatus[])} data-testid="apply-campaign-filters">Apply filters</Button>
    </Stack>
  );
}

/** "Filter results": status checkboxes and "Apply filters" (spec 2 §2.5). */
export function CampaignStatusFilter({ value, onChange }: { value: CampaignStatus[]; onChange: (next: CampaignStatus[]) => void }) {
  return (
    <FilterModalButton label="Filter results" testId="campaign-filter">
      {(close) => <StatusForm value={value} onApply={(next) => { onChange(next); close(); }} />}
    </FilterModalButton>
  );
}
