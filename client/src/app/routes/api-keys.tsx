import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import type { CreatedApiKey } from '@/features/api-keys/api/create-api-key';
import { ApiKeysTable } from '@/features/api-keys/components/api-keys-table';
import { CreateApiKeyForm } from '@/features/api-keys/components/create-api-key-form';
import { NewApiKeyModal } from '@/features/api-keys/components/new-api-key-modal';

/** /api-keys (spec 3 §2.6): create keys for server-to-server calls, see them, switch them off and on, delete them. */
export function Component() {
  useDocumentTitle('Dashboard | API Keys');
  // The new token lives only in this state: closing the modal forgets it.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Stack gap="xl">
      <Title order={2}>API Keys</Title>
      <Card padding="md">
        <Stack gap="xs">
          <Text fw={600}>Create an API key</Text>
          <CreateApiKeyForm onCreated={setCreated} />
        </Stack>
      </Card>
      <Card padding="md">
        <ApiKeysTable />
      </Card>
      <NewApiKeyModal apiKey={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
