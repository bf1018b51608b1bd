import { messages } from '@cashloop/shared/common/errors';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { mfaCodeProblem } from '../mfa';
import { FormError } from './form-error';

interface MfaCodeViewProps {
  /** The code used at set-up, when this follows a first-time set-up; it cannot be used twice. */
  setupCode: string | null;
  error: string | null;
  pending: boolean;
  onEdit: () => void;
  onSubmit: (code: string) => void;
}

/** The code step of every sign-in: 'Keeping you secure'. */
export function MfaCodeView({ setupCode, error, pending, onEdit, onSubmit }: MfaCodeViewProps) {
  const [code, setCode] = useState('');
  const problem = mfaCodeProblem(code, setupCode);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem) onSubmit(code.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {setupCode !== null && (
          <Alert color="green" variant="light" icon={<IconShieldCheck size={18} />} data-testid="mfa-setup-completed">
            MFA set-up completed
          </Alert>
        )}
        <div>
          <Title order={2} fz={24}>
            Keeping you secure
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter the 6-digit code shown in your authenticator app.
          </Text>
        </div>
        <TextInput
          label="Authentication code"
          placeholder="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            onEdit();
          }}
          error={problem === 'reused' ? messages.codeReused : undefined}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" disabled={problem !== null} loading={pending}>
          Verify
        </Button>
      </Stack>
    </form>
  );
}
