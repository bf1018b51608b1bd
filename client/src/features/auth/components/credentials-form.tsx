import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getRememberMe, setRememberMe as storeRememberMe } from '@/lib/storage';
import { FormError } from './form-error';

interface CredentialsFormProps {
  error: string | null;
  pending: boolean;
  onEdit: () => void;
  onSubmit: (email: string, password: string) => void;
}

/** Email, password and remember-me (spec 1 §2.2, §5). */
export function CredentialsForm({ error, pending, onEdit, onSubmit }: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(getRememberMe);
  const canSubmit = email !== '' && password !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    storeRememberMe(rememberMe);
    onSubmit(email, password);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value.toLowerCase());
            onEdit();
          }}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            onEdit();
          }}
        />
        <Group justify="space-between">
          <Checkbox
            label="Remember me"
            checked={rememberMe}
            onChange={(e) => setRememberMe(e.currentTarget.checked)}
          />
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" disabled={!canSubmit} loading={pending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
