import { Button, FileButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useImportSessionBundle, type ImportedSession } from '../api/import-session-bundle';

/** Opens a downloaded bundle (a CI failure, a colleague's world) as a new session. */
export function SessionsImportButton({ onImported }: { onImported: (session: ImportedSession) => void }) {
  const importBundle = useImportSessionBundle();
  const pick = (file: File | null) => {
    if (!file) return;
    importBundle.mutate(file, {
      onSuccess: (session) => {
        notifications.show({ color: 'green', message: `Bundle of ${session.importedFrom.id} opened as session ${session.id}` });
        onImported(session);
      },
    });
  };
  return (
    <FileButton onChange={pick} accept=".gz,application/gzip,application/octet-stream">
      {(props) => (
        <Button {...props} variant="default" loading={importBundle.isPending} data-testid="console-import-bundle">
          Import bundle
        </Button>
      )}
    </FileButton>
  );
}
