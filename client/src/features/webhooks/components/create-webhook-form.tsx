import { webhookEventTypes } from '@cashloop/shared/common/enums';
import { webhookUrlProblem } from '@cashloop/shared/rules/webhook-url';
import { Button, Card, Group, MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useCreateWebhook } from '../api/create-webhook';

type Scope = (typeof webhookEventTypes)[number];

/** The create-webhook form (spec 3 §2.7): a url and a set of scopes, checked by the server's own rule. */
export function CreateWebhookForm() {
  const [url, setUrl] = useState('');
  const [scope, setScope] = useState<Scope[]>([]);
  const [touched, setTouched] = useState(false);
  const create = useCreateWebhook();
  const urlError = touched ? webhookUrlProblem(url.trim()) : null;
  const scopeError = touched && scope.length === 0 ? 'Choose at least one scope' : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (webhookUrlProblem(url.trim()) || scope.length === 0) return;
    create.mutate({ url: url.trim(), scope }, {
      onSuccess: () => {
        setUrl('');
        setScope([]);
        setTouched(false);
      },
    });
  }

  return (
    <Card padding="md" component="form" onSubmit={submit} noValidate data-testid="create-webhook-form">
      <Stack gap="sm">
        <Title order={3} fz="lg">Create webhook</Title>
        <TextInput label="Url" placeholder="https://example.com/webhooks" value={url} onChange={(e) => setUrl(e.currentTarget.value)} error={urlError} required />
        <MultiSelect
          label="Scope"
          placeholder="Events to receive"
          data={[...webhookEventTypes]}
          value={scope}
          onChange={(v) => setScope(v as Scope[])}
          error={scopeError}
          searchable
          clearable
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>Create webhook</Button>
        </Group>
      </Stack>
    </Card>
  );
}
