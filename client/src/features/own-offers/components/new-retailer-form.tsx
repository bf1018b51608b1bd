import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { canSaveNewRetailer } from '../wizard/wizard-gating';
import type { NewRetailerDraft } from '../wizard/wizard-model';
import { PngFileField } from './png-file-field';
import { YesNoField } from './yes-no-field';

const blankRetailer = (): NewRetailerDraft => ({
  retailerName: '',
  retailerWebsite: '',
  logoFile: null,
  monthlyWebVisits: null,
  goodForBusiness: null,
  luxury: null,
  subscription: null,
});

/** 'Create a retailer' (spec 2 §2.2 step 1): Save is enabled only when every field and choice is set. */
export function NewRetailerForm({ initial, onSave }: { initial: NewRetailerDraft | null; onSave: (d: NewRetailerDraft) => void }) {
  const [draft, setDraft] = useState<NewRetailerDraft>(initial ?? blankRetailer());
  const patch = (p: Partial<NewRetailerDraft>) => setDraft((d) => ({ ...d, ...p }));
  return (
    <Stack gap="sm" data-testid="new-retailer-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Retailer name" required value={draft.retailerName} onChange={(e) => patch({ retailerName: e.currentTarget.value })} />
        <TextInput label="Website" required placeholder="example.co.uk" value={draft.retailerWebsite} onChange={(e) => patch({ retailerWebsite: e.currentTarget.value })} />
      </SimpleGrid>
      <PngFileField label="Retailer logo" required file={draft.logoFile} onChange={(logoFile) => patch({ logoFile })} testId="retailer-logo-input" />
      <NumberInput
        label="Monthly web visits"
        required
        min={0}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        value={draft.monthlyWebVisits ?? ''}
        onChange={(v) => patch({ monthlyWebVisits: typeof v === 'number' ? v : null })}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <YesNoField label="Good for business" value={draft.goodForBusiness} onChange={(goodForBusiness) => patch({ goodForBusiness })} />
        <YesNoField label="Luxury" value={draft.luxury} onChange={(luxury) => patch({ luxury })} />
        <YesNoField label="Subscription" value={draft.subscription} onChange={(subscription) => patch({ subscription })} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button disabled={!canSaveNewRetailer(draft)} onClick={() => onSave(draft)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
