import { Alert, FileInput } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';

/** Uploads are .csv only (spec 1 §5, spec 3 §2.3): a chosen file of another kind cannot be sent. */
export const isCsvFile = (file: File | null): file is File => file !== null && /\.csv$/i.test(file.name);

interface CsvFileFieldProps {
  label: string;
  file: File | null;
  /** A new choice; the caller clears its last upload's error with it. */
  onChange: (file: File | null) => void;
  /** The last upload's failure, shown above the field with the server's message. */
  uploadError: unknown;
  disabled?: boolean;
  testId?: string;
}

/** The file picker of every CSV upload modal, with its failure message and the .csv rule. */
export function CsvFileField({ label, file, onChange, uploadError, disabled, testId }: CsvFileFieldProps) {
  return (
    <>
      {uploadError != null && (
        <Alert color="red" title="Upload failed" data-testid="upload-error">
          {errorMessage(uploadError)}
        </Alert>
      )}
      <FileInput
        label={label}
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={onChange}
        clearable
        disabled={disabled}
        error={file !== null && !isCsvFile(file) ? 'Only .csv files can be uploaded' : null}
        data-testid={testId}
      />
    </>
  );
}
