import { Table, Text } from '@mantine/core';
import type { CashbackRuleDto } from '@cashloop/shared/contracts/catalogue';
import { currencySymbol } from '@cashloop/shared/common/money';
import { SectionCard } from '@/components/section-card';
import { spendText, valueText } from '../../utils/offer-conditions';

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
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
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
                <Table.Td>{customerLabels[rule.customerType]}</Table.Td>
                <Table.Td>{usageLabels[rule.offerUsageType]}</Table.Td>
                <Table.Td>{spendText(c, symbol)}</Table.Td>
                {withShares ? (
                  <>
                    <Table.Td>{valueText(c, c.value.endUserValue, currency)}</Table.Td>
                    <Table.Td>{valueText(c, c.value.clientValue, currency)}</Table.Td>
                    <Table.Td>{valueText(c, c.value.maxAvailableValue, currency)}</Table.Td>
                  </>
                ) : (
                  <Table.Td>{valueText(c, c.value.maxAvailableValue, currency)}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {spendingCap !== null && (
        <Text size="sm" c="dimmed" mt="sm">
          Cashback is capped at {symbol}{spendingCap} per transaction.
        </Text>
      )}
    </SectionCard>
  );
}
