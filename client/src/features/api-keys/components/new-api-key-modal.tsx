import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { CreatedApiKey } from '../api/create-api-key';

/** Shows a new key's token the one time the server answers it (spec 3 §2.6); closing it forgets the token. */
export function NewApiKeyModal({ apiKey, onClose }: { apiKey: CreatedApiKey | null; onClose: () => void }) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Your new API key" centered size="lg" closeOnClickOutside={false}>
      {apiKey && (
        <Stack gap="md">
          <Text size="sm">
            {`'${apiKey.apiName}' is ready. Send it in the x-api-key header of your server's calls.`}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="sm" style={{ wordBreak: 'break-all', flex: 1 }} data-testid="new-api-key-token">
              {apiKey.apiKeyToken}
            </Code>
            <CopyButton value={apiKey.apiKeyToken}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy key'}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label="Copy key" data-testid="copy-api-key">
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow" variant="light">
            This key is shown once only. Copy it now and keep it somewhere safe: it cannot be shown again.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="close-new-api-key">
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
