import { Input, SegmentedControl } from '@mantine/core';

/** A yes / no choice that starts unset (null), as the spec's create form needs every choice made. */
export function YesNoField({ label, value, onChange }: { label: string; value: boolean | null; onChange: (v: boolean) => void }) {
  return (
    <Input.Wrapper label={label}>
      <div>
        <SegmentedControl
          aria-label={label}
          value={value === null ? '' : value ? 'yes' : 'no'}
          onChange={(v) => onChange(v === 'yes')}
          data={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      </div>
    </Input.Wrapper>
  );
}
