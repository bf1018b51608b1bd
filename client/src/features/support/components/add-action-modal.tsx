import { Button, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { supportActions } from '@cashloop/shared/common/enums';
import type { SupportAction } from '@cashloop/shared/contracts/support';
import { useState } from 'react';
import { useAddSupportAction } from '../api/add-support-action';

interface Props {
  ticketId: string;
  resolved: boolean;
  /** Called with the answer's ticket, which replaces the screen's data. */
  onDone: () => void;
}

/** 'Add action' (spec 3 §2.10): disabled and reading 'Completed' once the ticket is resolved. */
export function AddActionButton({ ticketId, resolved, onDone }: Props) {
  const [opened, setOpened] = useState(false);
  const [action, setAction] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const submit = useAddSupportAction();
  const close = () => {
    setOpened(false);
    setAction(null);
    setNotes('');
  };
  return (
    <>
      <Button disabled={resolved} onClick={() => setOpened(true)} data-testid="add-action">
        {resolved ? 'Completed' : 'Add action'}
      </Button>
      <Modal opened={opened} onClose={close} title="Add action" centered>
        <Stack gap="md">
          <Text size="sm" c="dimmed">Add an action to resolve this query</Text>
          <Select label="Select action" data={[...supportActions]} value={action} onChange={setAction} data-testid="action-select" comboboxProps={{ withinPortal: true }} />
          <Textarea label="Notes" autosize minRows={3} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} data-testid="action-notes" />
          <Button
            loading={submit.isPending}
            // Spec 3 §5: nothing is enforced here; a missing action gets the server's message.
            onClick={() =>
              submit.mutate(
                { ticketId, actions: action as SupportAction, notes },
                {
                  onSuccess: () => {
                    close();
                    onDone();
                  },
                },
              )
            }
            data-testid="submit-action"
          >
            Submit action
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
