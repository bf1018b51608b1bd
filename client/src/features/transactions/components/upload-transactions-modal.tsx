import { Anchor, Button, Code, Group, Modal, Progress, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { transactionCsvColumns, transactionCsvOptionalColumns } from '@cashloop/shared/contracts/transaction-enrichment';
import { useState } from 'react';
import { CsvFileField, isCsvFile } from '@/components/csv-file-field';
import { useDownloadTransactionTemplate } from '../api/download-transaction-template';
import type { UploadRow } from '../api/get-transaction-uploads';
import { useUploadTransactions } from '../api/upload-transactions';
import { uploadSummary } from '../utils/upload-summary';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The file of this tab while it runs (its PROCESSING row), for the progress bar. */
  running: UploadRow | undefined;
  onRunningChange: (running: boolean) => void;
}

/** The Upload modal (spec 3 §2.3): a .csv file, 'Historical data' (default No) and 'Enrich data' (default Yes). */
export function UploadTransactionsModal({ opened, onClose, running, onRunningChange }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [historic, setHistoric] = useState('false');
  const [enrichment, setEnrichment] = useState('true');
  const upload = useUploadTransactions();
  const template = useDownloadTransactionTemplate();

  const close = () => {
    if (upload.isPending) return; // the file is still on its way
    setFile(null);
    upload.reset();
    onClose();
  };
  const submit = () => {
    if (!isCsvFile(file)) return;
    onRunningChange(true);
    upload.mutate(
      { file, historic: historic === 'true', enrichment: enrichment === 'true' },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: uploadSummary(result) });
          setFile(null);
          upload.reset();
          onClose();
        },
        onSettled: () => onRunningChange(false),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Upload transactions" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          A CSV file with a header row, then one bank transaction per row. Columns: {transactionCsvColumns.map((c) => <Code key={c} mr={4}>{c}</Code>)}
          and optionally {transactionCsvOptionalColumns.map((c) => <Code key={c} mr={4}>{c}</Code>)}. If any row is wrong, nothing is uploaded.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => template.mutate()}>
            Download the template
          </Anchor>
        </Text>
        <CsvFileField
          label="Transactions file"
          file={file}
          onChange={(f) => {
            setFile(f);
            upload.reset();
          }}
          uploadError={upload.error}
          disabled={upload.isPending}
          testId="upload-file"
        />
        <Group grow>
          <Select label="Historical data" data={YES_NO} value={historic} onChange={(v) => setHistoric(v ?? 'false')} allowDeselect={false} disabled={upload.isPending} data-testid="historical-data" />
          <Select label="Enrich data" data={YES_NO} value={enrichment} onChange={(v) => setEnrichment(v ?? 'true')} allowDeselect={false} disabled={upload.isPending} data-testid="enrich-data" />
        </Group>
        {upload.isPending && (
          <Stack gap={4} data-testid="upload-progress">
            <Progress value={running?.progress?.percent ?? 0} animated />
            <Text size="xs" c="dimmed">
              {running?.progress ? `Processing: ${running.progress.rowsRead.toLocaleString('en-GB')} rows read (${running.progress.percent}%)` : 'Sending the file…'}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!isCsvFile(file)} loading={upload.isPending} data-testid="upload-submit">
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
