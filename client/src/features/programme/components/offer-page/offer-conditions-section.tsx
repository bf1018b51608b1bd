import { ScrollArea, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from '@/components/data-table/data-table.module.css';
import type { CashbackRuleDto } from '@cashloop/shared/contracts/catalogue';
import { currencySymbol } from '@cashloop/shared/common/money';
import { conditionCashbackLabel } from '@cashloop/shared/rules/offer-cashback';
import { SectionCard } from '@/components/section-card';
import { spendText } from '../../utils/offer-conditions';

interface OfferConditionsSectionProps {
  rules: CashbackRuleDto[];
  currency: string;
  /** The programme offer's earnings: each share is shown instead of the total to share. */
  withShares: boolean;
  spendingCap: number | null;
}

const customerLabels = { EXISTING_CUSTOMER: 'All customers', NEW_CUSTOMER: 'New customers' } as const;
const usageLabels = { SINGLE_USE: 'Single use', MULTI_USE: 'Multi use' } as const;

/** 'Offer conditions': every condition of every rule with the cashback it pays; in the programme the two shares add up to the total. */
export function OfferConditionsSection({ rules, currency, withShares, spendingCap }: OfferConditionsSectionProps) {
  const symbol = currencySymbol(currency);
  const rows = rules.flatMap((rule, r) => rule.conditions.map((c, i) => ({ rule, c, key: `${r}-${i}` })));
  return (
    <SectionCard title="Offer conditions" testId="offer-conditions">
      {/* Scrolls past 560 px, or a card a condition on a phone, as the data table does. */}
      <ScrollArea type="auto" offsetScrollbars="x">
        <Table verticalSpacing="xs" className={classes.table} style={{ '--data-table-min-width': '560px' } as CSSProperties}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Customers</Table.Th>
              <Table.Th>Use</Table.Th>
              <Table.Th>Spend</Table.Th>
              {withShares ? (
                <>
                  <Table.Th>End user cashback</Table.Th>
                  <Table.Th>Your commission</Table.Th>
                  <Table.Th>Total cashback</Table.Th>
                </>
              ) : (
                <Table.Th>Total cashback</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ rule, c, key }) => (
              <Table.Tr key={key}>
                <Table.Td data-label="Customers">{customerLabels[rule.customerType]}</Table.Td>
                <Table.Td data-label="Use">{usageLabels[rule.offerUsageType]}</Table.Td>
                <Table.Td data-label="Spend">{spendText(c, symbol)}</Table.Td>
                {withShares ? (
                  <>
                    <Table.Td data-label="End user cashback">{conditionCashbackLabel(c, currency, 'endUser')}</Table.Td>
                    <Table.Td data-label="Your commission">{conditionCashbackLabel(c, currency, 'client')}</Table.Td>
                    <Table.Td data-label="Total cashback">{conditionCashbackLabel(c, currency)}</Table.Td>
                  </>
                ) : (
                  <Table.Td data-label="Total cashback">{conditionCashbackLabel(c, currency)}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {spendingCap !== null && (
        <Text size="sm" c="dimmed" mt="sm">
          Cashback is capped at {symbol}{spendingCap} per transaction.
        </Text>
      )}
    </SectionCard>
  );
}
