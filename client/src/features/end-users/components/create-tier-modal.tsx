import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIER_MAX_PRICE } from '@cashloop/shared/contracts/customer-tiers';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCreateCustomerTier } from '../api/create-customer-tier';
import { EMPTY_TIER_DRAFT as EMPTY, isTierDraftValid, tierBodyOf, type TierDraft as Draft } from '../utils/tier-draft';

/** "Create new tier": name, description, paid subscription and (when paid) price in pounds. */
export function CreateTierModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const create = useCreateCustomerTier();
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    create.reset();
  };
  const close = () => {
    if (create.isPending) return;
    setDraft(EMPTY);
    create.reset();
    onClose();
  };
  const submit = () => {
    if (!isTierDraftValid(draft)) return;
    create.mutate(tierBodyOf(draft), {
      onSuccess: (tier) => {
        notifications.show({ color: 'green', message: `Tier '${tier.name}' created` });
        setDraft(EMPTY);
        create.reset();
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Create new tier" centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {create.error != null && (
            <Alert color="red" title="The tier was not created" data-testid="create-tier-error">
              {errorMessage(create.error)}
            </Alert>
          )}
          <TextInput label="Name" required maxLength={100} value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} data-testid="tier-name" />
          <Textarea
            label="Description"
            required
            maxLength={500}
            autosize
            minRows={2}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            data-testid="tier-description"
          />
          <Radio.Group label="Paid subscription" required value={draft.paid} onChange={(v) => set({ paid: v as 'yes' | 'no' })} data-testid="tier-paid">
            <Group gap="lg" mt={6}>
              <Radio value="no" label="No" />
              <Radio value="yes" label="Yes" />
            </Group>
          </Radio.Group>
          {draft.paid === 'yes' && (
            <NumberInput
              label="Price"
              required
              prefix="£"
              min={0}
              max={TIER_MAX_PRICE}
              decimalScale={2}
              fixedDecimalScale
              thousandSeparator=","
              value={draft.price}
              onChange={(v) => set({ price: v })}
              data-testid="tier-price"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!isTierDraftValid(draft)} loading={create.isPending} data-testid="create-tier-submit">
              Create tier
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
