import { Blockquote, Card, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import type { TicketEnvelope } from '../api/get-support-ticket';
import { SimpleTable } from './simple-table';

const mono = (text: string | null | undefined) => <Text size="sm" ff="monospace">{text ?? '—'}</Text>;

/** Section 1 'Support ticket': the end user's message and the ticket's one-row table. */
export function SupportTicketSection({ envelope }: { envelope: TicketEnvelope }) {
  const q = envelope.missedTransactionQuery;
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={4}>Support ticket</Title>
        <Blockquote p="sm" data-testid="user-content">{q.endUserMessage}</Blockquote>
        <SimpleTable
          testId="ticket-table"
          headers={['Ticket Id', 'User Id', 'Transaction Id', 'Expected offer id', 'Support level', 'Resolved', 'Created on', 'Updated on', 'Resolved on']}
          rows={[
            [
              mono(q.id),
              mono(q.endUserId),
              mono(envelope.transactionData?.internalTransactionId ?? q.transactionId),
              mono(q.programOfferRequested?.id),
              q.supportLevel,
              String(q.resolved),
              formatDateTime(q.createdOn),
              formatDateTime(q.updatedOn),
              q.resolvedOn === null ? '—' : formatDateTime(q.resolvedOn),
            ],
          ]}
        />
      </Stack>
    </Card>
  );
}
