import { Alert, Card, Grid, List, Stack, Text } from '@mantine/core';
import { ChannelForm } from '../components/channel-form';
import { ChannelsTable } from '../components/channels-table';
import { OfferInformationForm } from '../components/offer-information-form';
import { OfferPreviewCard } from '../components/offer-preview-card';
import { RetailerStep } from '../components/retailer-step';
import { RulesEditor } from '../components/rules-editor';
import { TransactionStep } from '../components/transaction-step';
import type { WizardApi } from './use-wizard-state';
import { offerInfoProblems } from './wizard-gating';

interface StepContentProps {
  wizard: WizardApi;
  /** The retailer creation's failure, shown on TRANSACTION. */
  createRetailerError: unknown;
}

/** The body of the open step. */
export function StepContent({ wizard, createRetailerError }: StepContentProps) {
  const { state: s } = wizard;
  const retailerName = s.retailer?.retailerName ?? s.newRetailer?.retailerName ?? '';
  switch (s.current) {
    case 'RETAILER':
      return <RetailerStep retailer={s.retailer} newRetailer={s.newRetailer} onPick={wizard.pickRetailer} onSaveNew={wizard.saveNewRetailer} />;
    case 'TRANSACTION':
      return (
        <TransactionStep
          retailerName={retailerName}
          retailerWebsite={s.retailer?.retailerWebsite ?? s.newRetailer?.retailerWebsite ?? ''}
          retailerId={s.retailer?.id ?? null}
          description={s.description}
          enrichment={s.enrichment}
          obAnswer={s.obAnswer}
          onDescription={wizard.setDescription}
          onEnrichment={wizard.setEnrichment}
          onAnswer={wizard.setObAnswer}
          createError={createRetailerError}
        />
      );
    case 'CHANNEL':
      if (!s.retailer) return null;
      return (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card padding="md"><ChannelForm retailerId={s.retailer.id} /></Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Text fw={650} mb="xs">Saved channels</Text>
            <ChannelsTable retailerId={s.retailer.id} onCount={wizard.setChannelCount} deletable />
          </Grid.Col>
        </Grid>
      );
    case 'OFFERINFORMATION': {
      if (!s.retailer) return null;
      const problems = offerInfoProblems(s.info);
      return (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <OfferInformationForm info={s.info} onChange={wizard.patchInfo} />
              {problems.length > 0 && (
                <Alert color="yellow" variant="light" title="To continue" data-testid="offer-information-problems">
                  <List size="sm" spacing={2}>{problems.map((p) => <List.Item key={p.path.join('.')}>{p.message}</List.Item>)}</List>
                </Alert>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <OfferPreviewCard retailerName={s.retailer.retailerName} info={s.info} />
              <Text fw={650}>{s.info.matchAgainst === 'SPECIFIC_CHANNELS' ? 'Choose the channels' : 'Channels'}</Text>
              <ChannelsTable
                retailerId={s.retailer.id}
                onCount={wizard.setChannelCount}
                selection={s.info.matchAgainst === 'SPECIFIC_CHANNELS' ? { ids: s.info.selectedChannelIds, onChange: (selectedChannelIds) => wizard.patchInfo({ selectedChannelIds }) } : undefined}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      );
    }
    case 'OFFER':
      return (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <RulesEditor rules={s.rules} onChange={wizard.setRules} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <OfferPreviewCard retailerName={retailerName} info={s.info} rules={s.rules} />
          </Grid.Col>
        </Grid>
      );
  }
}
