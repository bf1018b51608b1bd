import { Button, Card, Group, List, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateAudience } from '../api/create-audience';
import { audienceProblems, emptyDraft, type Period, periodOptions, toCreateAudience } from '../utils/audience-draft';
import { RetailerRulesSection } from './retailer-rules-section';
import { SpendRulesSection } from './spend-rules-section';

/** Spec 2 §2.7: name and period, overall spend rules and retailer rules; on success, on to /audience. */
export function AudienceBuilderForm() {
  const [draft, setDraft] = useState(emptyDraft);
  const create = useCreateAudience();
  const navigate = useNavigate();
  const problems = audienceProblems(draft);

  const submit = () =>
    create.mutate(toCreateAudience(draft), {
      onSuccess: (audience) => {
        notifications.show({ color: 'green', message: `Audience “${audience.name}” created: ${audience.size} end users` });
        void navigate('/audience', { state: { createdId: audience.id } });
      },
    });

  return (
    <Stack gap="md">
      <Card padding="md">
        <Stack gap="sm">
          <Title order={4}>Audience details</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Audience name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-testid="audience-name" />
            <NativeSelect
              label="Period"
              description="Spend is counted over this rolling window"
              data={periodOptions}
              value={String(draft.period)}
              onChange={(e) => setDraft({ ...draft, period: Number(e.currentTarget.value) as Period })}
              data-testid="audience-period"
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <SpendRulesSection rules={draft.demographicConditions} onChange={(demographicConditions) => setDraft({ ...draft, demographicConditions })} />
      <RetailerRulesSection rules={draft.retailerConditions} onChange={(retailerConditions) => setDraft({ ...draft, retailerConditions })} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {problems.length > 0 ? (
          <List size="sm" c="dimmed" data-testid="audience-problems">
            {problems.map((p) => <List.Item key={p}>{p}</List.Item>)}
          </List>
        ) : <span />}
        <Button onClick={submit} disabled={problems.length > 0} loading={create.isPending} data-testid="create-audience">
          Create audience
        </Button>
      </Group>
    </Stack>
  );
}
