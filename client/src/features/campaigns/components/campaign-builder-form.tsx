import { Button, Card, Group, List, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateCampaign } from '../api/create-campaign';
import { campaignProblems, emptyCampaignDraft, toCreateCampaign } from '../utils/campaign-draft';
import { AudiencePicker } from './audience-picker';
import { OfferPicker } from './offer-picker';
import { SlotImageSection } from './slot-image-section';

/** `datetime-local` text for a date, in the browser's time zone. */
const toLocalInput = (d: Date | null) => (d ? new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '');
const fromLocalInput = (v: string) => (v ? new Date(v) : null);

/** Spec 2 §2.6: four sections; "Create campaign" is enabled once the form is valid, then on to /campaign. */
export function CampaignBuilderForm() {
  const [draft, setDraft] = useState(emptyCampaignDraft);
  const create = useCreateCampaign();
  const navigate = useNavigate();
  const problems = campaignProblems(draft);

  const submit = () =>
    create.mutate(
      { campaign: toCreateCampaign(draft), image: draft.image },
      {
        onSuccess: (c) => {
          notifications.show({ color: 'green', message: `Campaign “${c.name}” created` });
          void navigate('/campaign');
        },
      },
    );

  return (
    <Stack gap="md">
      <Card padding="md" data-testid="campaign-name-timeframe">
        <Stack gap="sm">
          <Title order={4}>1. Name and timeframe</Title>
          <TextInput label="Campaign name" required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} data-testid="campaign-name" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label="Start date" required value={toLocalInput(draft.startDate)} onChange={(e) => setDraft({ ...draft, startDate: fromLocalInput(e.currentTarget.value) })} data-testid="campaign-start" />
            <TextInput type="datetime-local" label="End date" required value={toLocalInput(draft.endDate)} onChange={(e) => setDraft({ ...draft, endDate: fromLocalInput(e.currentTarget.value) })} data-testid="campaign-end" />
          </SimpleGrid>
        </Stack>
      </Card>
      <SlotImageSection slot={draft.slot} image={draft.image} onChange={(next) => setDraft({ ...draft, ...next })} />
      <AudiencePicker value={draft.audiences} onChange={(audiences) => setDraft({ ...draft, audiences })} />
      <OfferPicker value={draft.offer} onChange={(offer) => setDraft({ ...draft, offer })} />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        {problems.length > 0 ? (
          <List size="sm" c="dimmed" data-testid="campaign-problems">
            {problems.map((p) => <List.Item key={p}>{p}</List.Item>)}
          </List>
        ) : <span />}
        <Button onClick={submit} disabled={problems.length > 0} loading={create.isPending} data-testid="create-campaign">
          Create campaign
        </Button>
      </Group>
    </Stack>
  );
}
