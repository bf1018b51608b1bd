import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useUpdateDetails } from '../api/update-details';
import { nameError } from '../utils/settings-rules';

interface Props {
  opened: boolean;
  onClose: () => void;
  initial: { firstName: string; lastName: string; contentNotifications: boolean };
}

/** 'Update details': first and last name (non-empty) and content notifications. */
export function UpdateDetailsModal({ opened, onClose, initial }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Update details" centered>
      {/* Mounted per opening, so the form starts from the saved profile each time. */}
      {opened && <DetailsForm initial={initial} onDone={onClose} />}
    </Modal>
  );
}

function DetailsForm({ initial, onDone }: { initial: Props['initial']; onDone: () => void }) {
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [contentNotifications, setContentNotifications] = useState(initial.contentNotifications);
  const [touched, setTouched] = useState(false);
  const update = useUpdateDetails();
  const errors = { firstName: nameError(firstName), lastName: nameError(lastName) };
  const valid = !errors.firstName && !errors.lastName;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    update.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), contentNotifications }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {update.error && (
          <Alert color="red" title="Error" data-testid="update-details-error">
            {errorMessage(update.error)}
          </Alert>
        )}
        <TextInput label="First name" value={firstName} onChange={(e) => setFirstName(e.currentTarget.value)} onBlur={() => setTouched(true)} error={touched && errors.firstName} />
        <TextInput label="Last name" value={lastName} onChange={(e) => setLastName(e.currentTarget.value)} onBlur={() => setTouched(true)} error={touched && errors.lastName} />
        <Checkbox label="Content notifications" checked={contentNotifications} onChange={(e) => setContentNotifications(e.currentTarget.checked)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!valid}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
