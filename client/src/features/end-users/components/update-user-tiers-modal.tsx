import { Button, Code, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { tierCsvColumns, tierUploadProblemSchema } from '@cashloop/shared/contracts/customer-tiers';
import { useState } from 'react';
import { z } from 'zod';
import { CsvFileField, isCsvFile } from '@/components/csv-file-field';
import { ApiError } from '@/lib/api-error';
import { useUploadTierCsv } from '../api/upload-tier-csv';

const problemDetails = z.object({ problems: z.array(tierUploadProblemSchema) });

/** Every bad line the server named (first 100), under its message. */
function BadLines({ error }: { error: unknown }) {
  if (!(error instanceof ApiError)) return null;
  const parsed = problemDetails.safeParse(error.details);
  if (!parsed.success || parsed.data.problems.length < 2) return null;
  return (
    <ScrollArea.Autosize mah={200} type="auto">
      <List size="sm" spacing={2} data-testid="upload-bad-lines">
        {parsed.data.problems.map((p, i) => (
          <List.Item key={`${p.line}-${i}`}>
            Line {p.line}: {p.message}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

/** "Update end user tiers" (spec 2 §2.9): a csv file; "Update user" is enabled only once a file is chosen. */
export function UpdateUserTiersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadTierCsv();

  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    upload.reset();
    onClose();
  };
  const submit = () => {
    if (!isCsvFile(file)) return;
    upload.mutate(file, {
      onSuccess: (result) => {
        const { added, removed, unchanged } = result.summary;
        notifications.show({
          color: 'green',
          message: `${result.fileName}: ${added} added to tiers, ${removed} removed${unchanged > 0 ? `, ${unchanged} already as asked` : ''}`,
        });
        setFile(null);
        upload.reset();
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Update end user tiers" centered size="lg">
      <Stack gap="md">
        <Text size="sm">
          A CSV file with the columns {tierCsvColumns.map((c) => <Code key={c} mr={4}>{c}</Code>)}; ACTION is ADD or REMOVE. If any line is wrong,
          nothing is updated.
        </Text>
        <CsvFileField
          label="CSV file"
          file={file}
          onChange={(f) => {
            setFile(f);
            upload.reset();
          }}
          uploadError={upload.error}
          disabled={upload.isPending}
          testId="tier-upload-file"
        />
        <BadLines error={upload.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!isCsvFile(file)} loading={upload.isPending} data-testid="tier-upload-submit">
            Update user
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
