import { FileInput, Group, Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Logo uploads must be .png (spec 2 §5): by name or by type. */
export const isPngFile = (file: File | null): boolean =>
  file !== null && (/\.png$/i.test(file.name) || file.type === 'image/png');

interface PngFileFieldProps {
  label: string;
  file: File | null;
  /** Only a png (or null) reaches the form; another kind shows the message instead. */
  onChange: (file: File | null) => void;
  /** An already hosted image to preview when no new file is chosen. */
  currentUrl?: string | null;
  required?: boolean;
  testId?: string;
}

/** A png picker with its preview; a file of another kind is refused with a message and not kept. */
export function PngFileField({ label, file, onChange, currentUrl, required, testId }: PngFileFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        placeholder="Choose a .png image"
        accept="image/png,.png"
        leftSection={<IconPhoto size={16} />}
        value={file}
        clearable
        required={required}
        data-testid={testId}
        error={refused}
        onChange={(f) => {
          if (f && !isPngFile(f)) {
            setRefused(`${f.name} is not a .png image: logos must be .png`);
            onChange(null);
            return;
          }
          setRefused(null);
          onChange(f);
        }}
      />
      {shown && (
        <Group>
          <Image src={shown} alt={`${label} preview`} w={64} h={64} fit="contain" radius="md" bd="1px solid var(--mantine-color-default-border)" />
        </Group>
      )}
    </Stack>
  );
}
