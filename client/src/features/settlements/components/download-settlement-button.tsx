import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadSettlement } from '../api/download-settlement';

/** 'Download CSV' of one verification file, saved as transaction_verification_{id}.csv. */
export function DownloadSettlementButton({ id }: { id: string }) {
  const download = useDownloadSettlement();
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={download.isPending} onClick={() => download.mutate(id)}>
      Download CSV
    </Button>
  );
}
