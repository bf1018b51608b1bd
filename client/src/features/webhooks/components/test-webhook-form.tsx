import { testWebhookEventTypes } from '@cashloop/shared/common/enums';
import { Button, Card, Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { type TestEventType, useTestWebhook } from '../api/test-webhook';

/** Sandbox only (spec 3 §2.8): send a sample event of a chosen type; a type must be chosen (§5). */
export function TestWebhookForm({ id }: { id: string }) {
  const [eventType, setEventType] = useState<TestEventType | null>(null);
  const [tried, setTried] = useState(false);
  const test = useTestWebhook();
  return (
    <Card padding="md" data-testid="test-webhook">
      <Group align="flex-end" gap="sm">
        <Select
          label="Test webhook"
          placeholder="Event type"
          data={[...testWebhookEventTypes]}
          value={eventType}
          onChange={(v) => setEventType(v as TestEventType | null)}
          error={tried && !eventType ? 'Choose an event type' : null}
          allowDeselect={false}
          searchable
          w={320}
        />
        <Button
          loading={test.isPending}
          onClick={() => {
            setTried(true);
            if (eventType) test.mutate({ id, eventType });
          }}
        >
          Send test event
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>Sends a sample event of this type to the webhook's url, signed like any other.</Text>
    </Card>
  );
}
