import { Code, CopyButton, Tooltip, UnstyledButton } from '@mantine/core';

/** A value that copies itself on click: control-plane inputs are meant to be pasted into a form or a test. */
export function CopyableCode({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
          <UnstyledButton onClick={copy}>
            <Code>{value}</Code>
          </UnstyledButton>
        </Tooltip>
      )}
    </CopyButton>
  );
}
