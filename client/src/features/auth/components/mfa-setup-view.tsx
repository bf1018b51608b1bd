import { ActionIcon, Button, Center, Code, CopyButton, Group, Image, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useQrCode } from '../hooks/use-qr-code';
import { manualCodeFrom } from '../mfa';
import { FormError } from './form-error';

interface MfaSetupViewProps {
  /** The otpauth:// link the sign-in answer carries in qrcodeData. */
  setupLink: string | null;
  error: string | null;
  pending: boolean;
  onEdit: () => void;
  onSubmit: (code: string, onWrongCode: () => void) => void;
}

/** First sign-in: scan the QR (or type the manual code) and confirm with a first code. */
export function MfaSetupView({ setupLink, error, pending, onEdit, onSubmit }: MfaSetupViewProps) {
  const [code, setCode] = useState('');
  const qrImage = useQrCode(setupLink);
  const manualCode = manualCodeFrom(setupLink);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A wrong set-up code is cleared so the next one is typed fresh (spec 1 §8).
    if (code.trim()) onSubmit(code.trim(), () => setCode(''));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={24}>
            Set up multi-factor authentication
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Scan the QR code with your authenticator app, or enter the code below by hand.
          </Text>
        </div>
        {qrImage && (
          <Center p="sm" bg="white" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}>
            <Image src={qrImage} alt="QR code for your authenticator app" w={180} h={180} data-testid="mfa-qr" />
          </Center>
        )}
        {manualCode && (
          <Group gap="xs" justify="center" wrap="nowrap">
            <Code fz="sm" data-testid="mfa-manual-code" style={{ wordBreak: 'break-all' }}>
              {manualCode}
            </Code>
            <CopyButton value={manualCode}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy code'}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label="Copy code">
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        <TextInput
          label="Authentication code"
          placeholder="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            onEdit();
          }}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" disabled={code.trim() === ''} loading={pending}>
          Set-up MFA
        </Button>
      </Stack>
    </form>
  );
}
