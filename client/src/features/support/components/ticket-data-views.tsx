import { Anchor, Avatar, Card, Group, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@cashloop/shared/common/money';
import { useState } from 'react';
import { StatusPill } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format';
import type { TicketEnvelope } from '../api/get-support-ticket';
import { SimpleTable } from './simple-table';

type Cashback = TicketEnvelope['cashbackObjectList'][number];

const VIEWS = ['Transaction Data', 'New Offer Matches', 'Cashback Data', 'End User Data', 'Relevant Offer activations'] as const;

const money = (amount: number, currency: string) => formatMoney(amount, currency);
const mono = (text: string | null) => <Text size="sm" ff="monospace">{text ?? '—'}</Text>;
/** Spec 3 §9: PAID green, DECLINED red, others yellow. */
const statusTone = (s: string) => (s === 'PAID' ? 'green' : s === 'DECLINED' ? 'red' : 'yellow');

function CashbackTable({ rows, testId }: { rows: Cashback[]; testId: string }) {
  return (
    <SimpleTable
      testId={testId}
      headers={['Date created', 'Id', 'Transaction Id', 'User id', 'Status', 'Retailer', 'Transaction Value', 'End user receivable', 'Publisher receivable', 'Declined Reason']}
      rows={rows.map((c) => [
        formatDateTime(c.createdOn),
        mono(c.id),
        mono(c.transactionId),
        mono(c.endUserId),
        <StatusPill key="s" label={c.status} tone={statusTone(c.status)} />,
        c.programOffer.retailer.retailerName,
        c.transactionAmount ? money(c.transactionAmount.amount, c.transactionAmount.currency) : 'Affiliate Transaction',
        money(c.payoutData.endUserCashbackReceivable, c.payoutData.currency),
        money(c.payoutData.publisherCashbackReceivable, c.payoutData.currency),
        c.declinedReason ?? '',
      ])}
    />
  );
}

function TransactionView({ t }: { t: TicketEnvelope['transactionData'] }) {
  return (
    <SimpleTable
      testId="transaction-data"
      headers={['Transaction id', 'Booking date', 'End user Id', 'Mid', 'Enriched data', 'Offer Matches', 'Amount', 'Input description']}
      rows={
        t
          ? [
              [
                mono(t.internalTransactionId),
                formatDateTime(t.bookingDateTime),
                mono(t.endUserId),
                mono(t.additionalCardData.mid),
                t.enrichedCreditorData ? (
                  <Group gap="xs" wrap="nowrap" key="e">
                    <Avatar src={t.enrichedCreditorData.logo} alt="" size={24} radius="sm" />
                    <Stack gap={0}>
                      <Text size="sm">{t.enrichedCreditorData.merchant}</Text>
                      <Anchor href={t.enrichedCreditorData.website} target="_blank" size="xs">{t.enrichedCreditorData.website}</Anchor>
                      <Text size="xs" c="dimmed">{t.enrichedCreditorData.labels[0] ?? ''}</Text>
                    </Stack>
                  </Group>
                ) : (
                  '—'
                ),
                <Group gap={4} key="m">
                  {t.offersAvailable.map((o) => <StatusPill key={o.id} label={o.id} tone="gray" />)}
                </Group>,
                money(t.transactionAmount.amount, t.transactionAmount.currency),
                t.remittanceInformationUnstructured,
              ],
            ]
          : []
      }
    />
  );
}

/** Section 3 'Data': five views of what the engine knows about the ticket. */
export function TicketDataViews({ envelope }: { envelope: TicketEnvelope }) {
  const [view, setView] = useState<string>(VIEWS[0]);
  const q = envelope.missedTransactionQuery;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={4}>Data</Title>
        <SegmentedControl data={[...VIEWS]} value={view} onChange={setView} data-testid="data-views" />
        {view === 'Transaction Data' && <TransactionView t={envelope.transactionData} />}
        {view === 'New Offer Matches' && (
          <SimpleTable testId="new-offer-matches" headers={['Id', 'Retailer name']} rows={q.identifiedProgramOffer.map((o) => [mono(o.id), o.retailer.retailerName])} />
        )}
        {view === 'Cashback Data' && (
          <>
            <Text fw={600}>Cashback originally generated</Text>
            <CashbackTable rows={q.cashbackObjectListGeneratedOrginally} testId="cashback-original" />
            <Text fw={600}>Cashback generated on re-generation</Text>
            <CashbackTable rows={q.cashbackObjectsGeneratedOnReGeneration} testId="cashback-regenerated" />
          </>
        )}
        {view === 'End User Data' && (
          <Stack gap="sm" data-testid="end-user-data">
            <Text size="sm">End user Id: <Text span ff="monospace">{envelope.endUser.id}</Text></Text>
            <Text size="sm" fw={600}>Customer tiers</Text>
            <List type="ordered" size="sm">{envelope.endUser.customerTiers.map((t) => <List.Item key={t}>{t}</List.Item>)}</List>
            <Text size="sm" fw={600}>Assigned program offers</Text>
            <List type="ordered" size="sm">{envelope.endUser.assignedProgramOffers.map((o) => <List.Item key={o}>{o}</List.Item>)}</List>
          </Stack>
        )}
        {view === 'Relevant Offer activations' && (
          <SimpleTable
            testId="offer-activations"
            headers={['Id', 'Activation Date', 'Expiry Date', 'Currently Active']}
            rows={envelope.endUserOfferActivations.map((a) => [mono(a.id), formatDateTime(a.activationDate), formatDateTime(a.expiryDate), String(a.currentlyActive)])}
          />
        )}
      </Stack>
    </Card>
  );
}
