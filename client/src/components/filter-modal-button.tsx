import { Button, Modal } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

interface FilterModalButtonProps {
  /** The button's text, also the modal's title ('Filter', 'Filter by'). */
  label: string;
  testId: string;
  /** The form, mounted only while open so each opening starts from the applied filter; `close` after applying. */
  children: (close: () => void) => ReactNode;
}

/** A list's filter button and its modal: the filter applies when the form inside is submitted. */
export function FilterModalButton({ label, testId, children }: FilterModalButtonProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button variant="default" leftSection={<IconFilter size={16} />} onClick={() => setOpened(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} centered>
        {opened && children(close)}
      </Modal>
    </>
  );
}
