import { PasswordInput, Stack } from '@mantine/core';
import { newPasswordState } from '../password-form';
import { PasswordChecklist } from '@/components/password-checklist';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordLabel?: string;
}

/** New password, its confirmation and the live rules checklist, shared by reset and accept-invite. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { password, confirmation, passwordLabel = 'New password' } = props;
  const { mismatchError } = newPasswordState(password, confirmation);
  return (
    <Stack gap="sm">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={(e) => props.onPasswordChange(e.currentTarget.value)}
      />
      <PasswordChecklist password={password} />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => props.onConfirmationChange(e.currentTarget.value)}
        error={mismatchError}
      />
    </Stack>
  );
}
