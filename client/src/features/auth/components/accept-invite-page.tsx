import { messages } from '@cashloop/shared/common/errors';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAcceptInvite } from '../api/accept-invite';
import { failureText } from '../failure-text';
import { newPasswordState } from '../password-form';
import { FormError } from './form-error';
import { NewPasswordFields } from './new-password-fields';

/** /auth/join/:id (spec 1 §2.5): the invited colleague sets up their profile. */
export function AcceptInvitePage() {
  useDocumentTitle('New user');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const namesGiven = firstName.trim() !== '' && lastName.trim() !== '';
  const canSubmit = namesGiven && newPasswordState(password, confirmation).valid;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    accept.mutate(
      { inviteId: id, firstName: firstName.trim(), lastName: lastName.trim(), password },
      {
        onSuccess: () => navigate('/auth/sign-in?type=newUser'),
        onError: (e) => setError(failureText(e, messages.inviteTimedOut)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} fz={24}>
            Setup your user profile
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            You have been invited to join your team’s dashboard.
          </Text>
        </div>
        <Group grow gap="sm" align="flex-start">
          <TextInput label="First name" autoComplete="given-name" value={firstName} onChange={(e) => edit(setFirstName)(e.currentTarget.value)} />
          <TextInput label="Last name" autoComplete="family-name" value={lastName} onChange={(e) => edit(setLastName)(e.currentTarget.value)} />
        </Group>
        <NewPasswordFields
          passwordLabel="Password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={edit(setPassword)}
          onConfirmationChange={edit(setConfirmation)}
        />
        <FormError message={error} />
        <Button type="submit" fullWidth size="md" disabled={!canSubmit} loading={accept.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
