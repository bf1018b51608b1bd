import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface Notice {
  title: string;
  message: string;
  /** Runs however the modal is closed: OK, the close button, Escape or a click outside. */
  onClose?: () => void;
}

/** A modal with one message and an OK button (the spec's success and error modals). */
export function showNotice({ title, message, onClose }: Notice): void {
  const modalId = modals.open({
    title,
    centered: true,
    onClose,
    children: (
      <>
        <Text size="sm">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => modals.close(modalId)}>OK</Button>
        </Group>
      </>
    ),
  });
}
