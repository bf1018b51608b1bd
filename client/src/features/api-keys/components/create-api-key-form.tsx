import { Button, Group, TextInput } from '@mantine/core';
import { API_KEY_NAME_REQUIRED } from '@cashloop/shared/contracts/api-keys';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';

/** The create form: a name is required (spec 3 §5); the new key goes to `onCreated` to be shown once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApiKey();

  const submit = () => {
    if (!name.trim()) return setError(API_KEY_NAME_REQUIRED);
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setName('');
        onCreated(key);
      },
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Key name"
          placeholder="e.g. Production backend"
          value={name}
          maxLength={100}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, maxWidth: 420 }}
          data-testid="api-key-name"
        />
        <Button type="submit" mt={25} leftSection={<IconKey size={16} />} loading={create.isPending} data-testid="create-api-key">
          Create key
        </Button>
      </Group>
    </form>
  );
}
