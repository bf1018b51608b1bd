import { Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSetOfferAvailability } from '../api/set-offer-availability';

interface AvailabilitySwitchProps {
  programmeOfferId: string;
  retailerName: string;
  active: boolean;
  /** Only an APPROVED offer can be switched. */
  approved: boolean;
}

/**
 * Live / Deactivated control (spec 1 §4 'Offer availability'): a confirmation first, then
 * 'Offer Activated' or 'Offer deactivated'; the lists reload through the mutation.
 */
export function AvailabilitySwitch({ programmeOfferId, retailerName, active, approved }: AvailabilitySwitchProps) {
  const change = useSetOfferAvailability();

  const confirm = () =>
    modals.openConfirmModal({
      title: active ? 'Deactivate this offer' : 'Activate this offer',
      children: (
        <Text size="sm">
          {active
            ? `${retailerName} will stop earning cashback for your users until you activate it again.`
            : `${retailerName} will start earning cashback for your users.`}
        </Text>
      ),
      labels: { confirm: active ? 'Deactivate' : 'Activate', cancel: 'Cancel' },
      confirmProps: { color: active ? 'red' : undefined },
      onConfirm: () =>
        change.mutate(
          { id: programmeOfferId, active: !active },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: active ? 'Offer deactivated' : 'Offer Activated' }),
          },
        ),
    });

  return (
    <Switch
      checked={active}
      disabled={!approved || change.isPending}
      onChange={confirm}
      aria-label={active ? `Deactivate ${retailerName}` : `Activate ${retailerName}`}
      title={approved ? undefined : 'Available once the offer is approved'}
    />
  );
}
