import { Alert, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { RequestApprovalDrawer } from '@/components/request-approval/request-approval-drawer';
import { RequestApprovalForm } from '@/components/request-approval/request-approval-form';
import { useApplyToOffer } from '../../api/apply-to-offer';
import { useEditProgrammeOffer } from '../../api/edit-programme-offer';
import type { ProgrammeOffer } from '../../api/get-programme-offer-for-offer';

interface ApplyProps {
  offerId: string;
  retailerName: string;
  fixedDistributorCommission: boolean;
  opened: boolean;
  onClose: () => void;
}

/** 'Request approval' for this one offer. */
export function ApplyForOfferDrawer({ offerId, retailerName, fixedDistributorCommission, opened, onClose }: ApplyProps) {
  const apply = useApplyToOffer();
  return (
    <RequestApprovalDrawer
      opened={opened}
      onClose={onClose}
      subject={`This offer of ${retailerName}`}
      fixedDistributorCommission={fixedDistributorCommission}
      submitting={apply.isPending}
      onSubmit={(body) =>
        apply.mutate(
          { offerId, body },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', title: 'Approval requested', message: `${retailerName} will review your application.` });
              onClose();
            },
          },
        )
      }
    />
  );
}

interface EditProps {
  po: ProgrammeOffer;
  fixedDistributorCommission: boolean;
  opened: boolean;
  onClose: () => void;
}

/** 'Edit program offer': the same form with the current terms; a change goes back for approval. */
export function EditProgrammeOfferModal({ po, fixedDistributorCommission, opened, onClose }: EditProps) {
  const edit = useEditProgrammeOffer();
  return (
    <Modal opened={opened} onClose={onClose} title="Edit program offer" size="md">
      <Alert variant="light" color="yellow" mb="md">
        Offer may require re-approval if changed
      </Alert>
      {opened && (
        <RequestApprovalForm
          fixedDistributorCommission={fixedDistributorCommission}
          initial={{
            splitOfCashbackPercentage: po.splitOfCashbackPercentage,
            customerTierType: po.customerTierType,
            selectedCustomerTiers: po.selectedCustomerTiers,
            activate: po.offerApproval === 'APPROVED' ? po.active : po.activateOnApproval,
          }}
          submitLabel="Save changes"
          submitting={edit.isPending}
          onCancel={onClose}
          onSubmit={(body) =>
            edit.mutate(
              { id: po.id, body },
              {
                onSuccess: (updated) => {
                  // The server sets a new decision time only when the terms really changed.
                  const changed = updated.decisionDueOn !== po.decisionDueOn;
                  notifications.show({ color: 'green', message: changed ? 'Changes sent for approval' : 'No changes to save' });
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
