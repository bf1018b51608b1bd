import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A tier's id with a copy button: the tier CSV's CUSTOMER_TIER_ID column takes it (issue 47). */
export function TierIdCell({ id, name }: { id: string; name: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code data-testid={`tier-id-${id}`}>{id}</Code>
      <CopyButton value={id}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy id'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} size="sm" onClick={copy} aria-label={`Copy the id of tier ${name}`}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
