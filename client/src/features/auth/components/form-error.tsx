import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one place an auth form states what went wrong. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" data-testid="form-error">
      {message}
    </Alert>
  );
}
