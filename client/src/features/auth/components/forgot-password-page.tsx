import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForgotPassword } from '../api/forgot-password';
import { showNotice } from './show-notice';

/** /auth/forgot-password (spec 1 §2.3): the answer never says whether the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const canSubmit = email.trim() !== '' && email.includes('@');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const sentTo = email.trim();
    forgot.mutate(
      { email: sentTo },
      {
        onSuccess: () =>
          showNotice({
            title: 'Check your email',
            message: `If a matching account was found an email will be sent to ${sentTo} to allow you to reset your password.`,
            onClose: () => navigate('/'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={24}>
            Forgot your password?
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Enter your email and we will send you a link to reset it.
          </Text>
        </div>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={!canSubmit} loading={forgot.isPending}>
          Reset password
        </Button>
        <Anchor component={Link} to="/auth/sign-in" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
