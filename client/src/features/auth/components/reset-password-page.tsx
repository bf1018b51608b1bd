import { messages } from '@cashloop/shared/common/errors';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { newPasswordState } from '../password-form';
import { NewPasswordFields } from './new-password-fields';
import { showNotice } from './show-notice';

/** /auth/reset-password/:id (spec 1 §2.4). */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { valid } = newPasswordState(password, confirmation);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    reset.mutate(
      { id, password },
      {
        onSuccess: () =>
          showNotice({
            title: 'Password updated',
            message: 'You can now sign in with your new password.',
            onClose: () => navigate('/'),
          }),
        onError: (error) =>
          showNotice({ title: 'Error', message: error instanceof ApiError ? error.message : messages.genericError }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={24}>
            Reset your password
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Choose a new password for your account.
          </Text>
        </div>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
        />
        <Button type="submit" fullWidth size="md" disabled={!valid} loading={reset.isPending}>
          Confirm and sign in
        </Button>
      </Stack>
    </form>
  );
}
