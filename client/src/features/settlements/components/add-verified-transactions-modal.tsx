import { Button, Code, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { settlementCsvColumns, settlementOfferColumns } from '@cashloop/shared/contracts/settlements';
import { useState } from 'react';
import { CsvFileField, isCsvFile } from '@/components/csv-file-field';
import { useUploadVerifiedTransactions } from '../api/upload-verified-transactions';

interface Props {
  /** The own programme offer the rows settle; absent on /fulfilment, where each row names its offer. */
  activatedOfferId?: string;
  opened: boolean;
  onClose: () => void;
}

/** 'Add verified transactions' (spec 1 §2.10): a .csv upload; Upload is enabled once a file is chosen. */
export function AddVerifiedTransactionsModal({ activatedOfferId, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add verified transactions" centered size="lg">
      {opened && <UploadForm activatedOfferId={activatedOfferId} onDone={onClose} />}
    </Modal>
  );
}

function UploadForm({ activatedOfferId, onDone }: { activatedOfferId?: string; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadVerifiedTransactions();

  const submit = () => {
    if (!isCsvFile(file)) return;
    upload.mutate(
      { activatedOfferId, file },
      {
        onSuccess: (record) => {
          notifications.show({ color: 'green', message: `${record.rowCount} verified transactions uploaded` });
          onDone();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        A CSV file with a header row naming these columns, then one verified transaction per row. Every row is checked: if
        any row is wrong, nothing is uploaded.
      </Text>
      <List size="sm" spacing={2}>
        {settlementCsvColumns.map((c) => (
          <List.Item key={c}>
            <Code>{c}</Code>
          </List.Item>
        ))}
      </List>
      {!activatedOfferId && (
        <Text size="sm">
          Each row also names its own offer, in a <Code>{settlementOfferColumns[0]}</Code> or <Code>{settlementOfferColumns[1]}</Code> column.
        </Text>
      )}
      <Text size="xs" c="dimmed">
        bookingDateTime as yyyy-MM-dd or an ISO date-time (bookingDate is read too); amount and cashbackAmount in pounds (e.g. 25.50); currency such as GBP. A transaction already settled in an earlier file is refused.
      </Text>
      <CsvFileField
        label="Verified transactions file"
        file={file}
        onChange={(f) => {
          setFile(f);
          upload.reset();
        }}
        uploadError={upload.error}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={!isCsvFile(file)} loading={upload.isPending}>
          Upload
        </Button>
      </Group>
    </Stack>
  );
}
