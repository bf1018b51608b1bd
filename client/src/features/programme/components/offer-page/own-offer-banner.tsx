import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useDeleteOwnOffer } from '../../api/delete-own-offer';

/** The orange 'You own this offer' banner with 'Edit offer' and 'Delete offer' (confirmation, then /your-catalogue). */
export function OwnOfferBanner({ offerId }: { offerId: string }) {
  const remove = useDeleteOwnOffer();
  const navigate = useNavigate();
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete offer',
      children: <Text size="sm">Please confirm this action</Text>,
      labels: { confirm: 'Delete offer', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync: mutate's own callbacks are dropped if the refetch of the deleted offer unmounts this
      // banner first; failures are shown by the query client.
      onConfirm: () =>
        remove.mutateAsync(offerId).then(() => {
          notifications.show({ color: 'green', message: 'Offer deleted' });
          navigate('/your-catalogue');
        }, () => {}),
    });

  return (
    <Alert color="orange" variant="filled" icon={<IconBuildingStore size={18} />} data-testid="own-offer-banner">
      <Group justify="space-between" wrap="wrap">
        <Text fw={650}>You own this offer</Text>
        <Group gap="xs">
          <Button component={Link} to={`/edit-offer/${offerId}`} size="xs" variant="white" color="orange">
            Edit offer
          </Button>
          <Button size="xs" variant="white" color="red" loading={remove.isPending} onClick={confirmDelete}>
            Delete offer
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
