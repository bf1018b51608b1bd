import { Alert, Button, Group, MultiSelect, NumberInput, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { audienceLabels } from '@cashloop/shared/rules/offer-labels';
import { splitFor } from '@cashloop/shared/rules/split';
import { useState, type FormEvent } from 'react';
import {
  clampTyped,
  initialValues,
  requestApprovalProblems,
  TIER_REQUIRED,
  toApprovalRequest,
  type ApprovalRequestBody,
  type Audience,
} from './request-approval-values';
import { useTiersForOffers } from './use-tiers-for-offers';

export interface RequestApprovalFormProps {
  /** Any condition of the offer(s) has fixedDistributorCommission: the split is fixed, only the audience is asked. */
  fixedDistributorCommission: boolean;
  /** An existing application's values when editing; defaults otherwise (50/50, all users). */
  initial?: Partial<ApprovalRequestBody>;
  submitLabel?: string;
  submitting?: boolean;
  /** Disables submit while something the form depends on (the offers' conditions) is loading. */
  waiting?: boolean;
  onSubmit: (body: ApprovalRequestBody) => void;
  onCancel?: () => void;
}

const AUDIENCES: Audience[] = ['DEFAULT', 'TIERED', 'SET'];

/**
 * The 'Request approval' form (spec 1 §5): the end user's share of the cashback (clamped 0..100) with the
 * client's share read-only beside it, and the audience. Reused for one offer, a whole retailer and edits.
 */
export function RequestApprovalForm(props: RequestApprovalFormProps) {
  const { fixedDistributorCommission, initial, submitLabel = 'Request approval', submitting, waiting, onSubmit, onCancel } = props;
  const [values, setValues] = useState(() => initialValues(initial));
  const tiers = useTiersForOffers(values.customerTierType === 'TIERED');
  const problems = requestApprovalProblems(values, fixedDistributorCommission);
  const split = splitFor(values.endUserShare);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0 && !waiting) onSubmit(toApprovalRequest(values, fixedDistributorCommission));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="request-approval-form">
      <Stack gap="lg">
        {fixedDistributorCommission ? (
          <Alert variant="light" color="blue">
            The cashback split of this offer is fixed by the retailer, so only the audience can be chosen.
          </Alert>
        ) : (
          <Stack gap="xs">
            <Text fw={600} size="sm">Split of cashback</Text>
            <Group grow align="flex-start">
              <NumberInput
                label="End user (%)"
                min={0}
                max={100}
                allowDecimal={false}
                clampBehavior="none"
                value={values.endUserShare}
                onChange={(v) => setValues((s) => ({ ...s, endUserShare: clampTyped(v) }))}
                data-testid="split-end-user"
              />
              <NumberInput label="You (%)" value={split.client} readOnly variant="filled" data-testid="split-client" />
            </Group>
          </Stack>
        )}

        <Radio.Group
          label="Audience"
          value={values.customerTierType}
          onChange={(v) => setValues((s) => ({ ...s, customerTierType: v as Audience }))}
        >
          <Stack gap="xs" mt="xs">
            {AUDIENCES.map((a) => (
              <Radio key={a} value={a} label={audienceLabels[a]} />
            ))}
          </Stack>
        </Radio.Group>

        {values.customerTierType === 'TIERED' &&
          (tiers.isPending ? (
            <Skeleton h={36} />
          ) : (
            <MultiSelect
              label="Tiers"
              placeholder="Choose tiers"
              data={(tiers.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
              value={values.selectedCustomerTiers}
              onChange={(v) => setValues((s) => ({ ...s, selectedCustomerTiers: v }))}
              error={values.selectedCustomerTiers.length === 0 ? TIER_REQUIRED : undefined}
              nothingFoundMessage="No tiers yet"
              searchable
              comboboxProps={{ withinPortal: false }}
              data-testid="tier-select"
            />
          ))}

        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting} disabled={problems.length > 0 || waiting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
