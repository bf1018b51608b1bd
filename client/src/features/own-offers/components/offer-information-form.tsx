import { NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { offerCategories } from '@cashloop/shared/common/enums';
import { MAX_LENGTH_OF_TIME_DAYS } from '@cashloop/shared/rules/own-offer-information';
import type { OfferInfoDraft } from '../wizard/wizard-model';
import { matchAgainstChoices, offerTypeChoices, type MatchAgainst, type OwnOfferType } from '../wizard/wizard-steps';
import { PngFileField } from './png-file-field';

const choose = { value: '', label: 'Choose…' };
const categoryChoices = offerCategories.map((c) => ({ value: c, label: c.replace('_', ' & ').toLowerCase().replace(/^./, (x) => x.toUpperCase()) }));
const numberOrNull = (v: string | number): number | null => (typeof v === 'number' ? v : null);

/** Step 4's form; conditional fields show as spec 2 §2.2 says (cap amount, activated for, creditor strings). */
export function OfferInformationForm({ info, onChange }: { info: OfferInfoDraft; onChange: (patch: Partial<OfferInfoDraft>) => void }) {
  return (
    <Stack gap="sm" data-testid="offer-information-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Offer name" required value={info.offerName} onChange={(e) => onChange({ offerName: e.currentTarget.value })} />
        <TextInput label="Supplier id" required description="Your id for this offer" value={info.supplierId} onChange={(e) => onChange({ supplierId: e.currentTarget.value })} />
      </SimpleGrid>
      <PngFileField label="Offer logo" required file={info.logoFile} currentUrl={info.logo} onChange={(logoFile) => onChange({ logoFile })} testId="offer-logo-input" />
      <Textarea label="Offer description" required autosize minRows={2} value={info.offerDescription} onChange={(e) => onChange({ offerDescription: e.currentTarget.value })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect label="Offer type" required data={[choose, ...offerTypeChoices]} value={info.offerType ?? ''} onChange={(e) => onChange({ offerType: (e.currentTarget.value || null) as OwnOfferType | null })} />
        <NativeSelect label="Category" data={[choose, ...categoryChoices]} value={info.category ?? ''} onChange={(e) => onChange({ category: e.currentTarget.value || null })} />
        {info.offerType === 'CLICK_TO_ACTIVATE' && (
          <NumberInput label="Activated for" description="Days" required min={1} max={MAX_LENGTH_OF_TIME_DAYS} allowDecimal={false} allowNegative={false} value={info.lengthOfTime ?? ''} onChange={(v) => onChange({ lengthOfTime: numberOrNull(v) })} />
        )}
        <NativeSelect label="Match against" required data={[choose, ...matchAgainstChoices]} value={info.matchAgainst ?? ''} onChange={(e) => onChange({ matchAgainst: (e.currentTarget.value || null) as MatchAgainst | null })} />
        <TextInput label="Country" required value={info.country} onChange={(e) => onChange({ country: e.currentTarget.value })} />
        <TextInput label="Currency" required value={info.currency} onChange={(e) => onChange({ currency: e.currentTarget.value.toUpperCase() })} />
      </SimpleGrid>
      <TextInput label="Link" required placeholder="https://example.co.uk/offer" value={info.link} onChange={(e) => onChange({ link: e.currentTarget.value })} />
      <Switch label="Spending cap" checked={info.spendingCapped} onChange={(e) => onChange({ spendingCapped: e.currentTarget.checked })} />
      {info.spendingCapped && (
        <NumberInput label="Max cashback amount" required min={0} decimalScale={2} allowNegative={false} prefix={info.currency === 'GBP' ? '£' : undefined} value={info.spendingCapAmount ?? ''} onChange={(v) => onChange({ spendingCapAmount: numberOrNull(v) })} />
      )}
      <Switch label="Super Match" checked={info.superMatch} onChange={(e) => onChange({ superMatch: e.currentTarget.checked })} />
      {info.superMatch && (
        <TagsInput
          label="Unenriched creditor strings"
          description="Transaction descriptions to match; press Enter after each"
          value={info.unenrichedCreditorsStrings}
          onChange={(unenrichedCreditorsStrings) => onChange({ unenrichedCreditorsStrings })}
        />
      )}
    </Stack>
  );
}
