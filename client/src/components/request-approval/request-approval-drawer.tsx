import { Drawer, Text } from '@mantine/core';
import { RequestApprovalForm, type RequestApprovalFormProps } from './request-approval-form';

interface RequestApprovalDrawerProps extends Omit<RequestApprovalFormProps, 'onCancel'> {
  opened: boolean;
  onClose: () => void;
  title?: string;
  /** What is being applied for, e.g. 'All offers of Tesco'. */
  subject?: string;
}

/** The 'Request approval' side form; the form remounts on every opening so it starts from its defaults. */
export function RequestApprovalDrawer({ opened, onClose, title = 'Request approval', subject, ...form }: RequestApprovalDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={<Text fw={650}>{title}</Text>}>
      {subject && (
        <Text size="sm" c="dimmed" mb="lg">
          {subject}
        </Text>
      )}
      {opened && <RequestApprovalForm {...form} onCancel={onClose} />}
    </Drawer>
  );
}
