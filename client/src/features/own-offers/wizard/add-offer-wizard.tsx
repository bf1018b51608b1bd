import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { cashbackRulesAreValid } from '@cashloop/shared/rules/own-offer-cashback-rules';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { errorMessage } from '@/lib/api-error';
import { useCreateRetailer } from '../api/create-retailer';
import { retailerRefOf } from '../components/retailer-step';
import { submitStepLabels, useSubmitOffer } from './use-submit-offer';
import { useWizardState } from './use-wizard-state';
import { StepBar } from './step-bar';
import { StepContent } from './step-content';
import { canOpenStep, nextLabel, skipsTransaction, stepValid } from './wizard-gating';
import type { WizardState } from './wizard-model';
import { stepAt, stepIndex, wizardSteps } from './wizard-steps';

interface AddOfferWizardProps {
  initial: () => WizardState;
  /** Set on /edit-offer/{offerId}: saving calls the edit call. */
  editOfferId?: string | null;
}

/** The five-step wizard of spec 2 §2.2: step bar, the open step, and the next-step button. */
export function AddOfferWizard({ initial, editOfferId = null }: AddOfferWizardProps) {
  const wizard = useWizardState(initial);
  const { state: s } = wizard;
  const createRetailer = useCreateRetailer();
  const submit = useSubmitOffer({ editOfferId });
  const step = wizardSteps[stepIndex(s.current)]!;

  const currentReady = (() => {
    if (!stepValid(s.current, s)) return false;
    switch (s.current) {
      // Creating the retailer needs the yes / no answer it sends.
      case 'TRANSACTION':
        return s.obAnswer !== null || skipsTransaction(s);
      case 'OFFER':
        return canOpenStep('OFFER', s) && cashbackRulesAreValid(s.rules);
      default:
        return true;
    }
  })();

  const next = () => {
    switch (s.current) {
      case 'RETAILER':
        return wizard.advance(skipsTransaction(s) ? 'CHANNEL' : 'TRANSACTION');
      case 'TRANSACTION': {
        if (s.retailer) return wizard.advance('CHANNEL');
        const d = s.newRetailer!;
        return createRetailer.mutate(
          {
            body: {
              retailerName: d.retailerName.trim(),
              retailerOpenBankingDescription: s.description.trim(),
              providedLogo: null,
              providedWebsite: d.retailerWebsite.trim(),
              obPublisherCompatible: s.obAnswer,
              monthlyWebVisits: d.monthlyWebVisits,
              goodForBusiness: d.goodForBusiness,
              luxury: d.luxury,
              subscription: d.subscription,
            },
            logo: d.logoFile!,
          },
          { onSuccess: (r) => wizard.retailerCreated(retailerRefOf(r)) },
        );
      }
      case 'OFFER':
        return submit.created ? submit.view() : void submit.run(s);
      default:
        return wizard.advance(stepAt(stepIndex(s.current) + 1));
    }
  };

  const label = nextLabel(s, { offerCreated: submit.created && submit.failure !== null, editing: editOfferId !== null });
  return (
    <Stack gap="lg" data-testid="add-offer-wizard">
      <StepBar state={s} onOpen={wizard.goTo} />
      <Title order={3}>{step.title}</Title>
      <StepContent wizard={wizard} createRetailerError={createRetailer.error} />
      {submit.failure && (
        <Alert color="red" title={`The offer could not be finished while ${submitStepLabels[submit.failure.step]}`} data-testid="submit-error">
          <Stack gap="xs">
            <Text size="sm">{errorMessage(submit.failure.error)}</Text>
            {submit.created && (
              <Group>
                <Button size="xs" variant="white" color="red" onClick={() => void submit.run(s)} loading={submit.pending}>
                  Try again
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      <Card padding="sm">
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={s.current === 'RETAILER'}
            onClick={() => wizard.goTo(stepAt(stepIndex(s.current) - 1))}
          >
            Back
          </Button>
          <Button
            rightSection={<IconArrowRight size={16} />}
            disabled={!(currentReady || (s.current === 'OFFER' && submit.created))}
            loading={createRetailer.isPending || submit.pending}
            onClick={next}
            data-testid="wizard-next"
          >
            {label}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
