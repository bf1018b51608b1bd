import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/test/render';
import { emptyRule, type RuleDraft } from '../utils/rule-draft';
import { RulesEditor } from './rules-editor';

let latest: RuleDraft[] = [];
function Harness({ initial }: { initial: RuleDraft[] }) {
  const [rules, setRules] = useState(initial);
  latest = rules;
  return <RulesEditor rules={rules} onChange={setRules} />;
}

const rule = (n: number) => screen.getByTestId(`rule-${n}`);
const conditions = (n: number) => within(rule(n)).getAllByTestId('condition');

describe('cashback rules editor', () => {
  it('shows each conditional input only where it applies', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={[emptyRule()]} />);
    const c = () => conditions(1)[0]!;
    expect(within(c()).queryByLabelText('Lower bound')).toBeNull();
    await user.selectOptions(within(c()).getByLabelText('Condition type'), 'GREATER_THAN');
    expect(within(c()).getByLabelText('Lower bound')).toBeInTheDocument();
    expect(within(c()).queryByLabelText('Upper bound')).toBeNull();
    await user.selectOptions(within(c()).getByLabelText('Condition type'), 'LESS_THAN');
    expect(within(c()).queryByLabelText('Lower bound')).toBeNull();
    expect(within(c()).getByLabelText('Upper bound')).toBeInTheDocument();
    await user.selectOptions(within(c()).getByLabelText('Condition type'), 'BETWEEN');
    expect(within(c()).getByLabelText('Lower bound')).toBeInTheDocument();
    expect(within(c()).getByLabelText('Upper bound')).toBeInTheDocument();

    expect(within(c()).queryByLabelText('Fixed maximum')).toBeNull();
    await user.selectOptions(within(c()).getByLabelText('Reward type'), 'PERCENTAGE_MAX');
    expect(within(c()).getByLabelText('Fixed maximum')).toBeInTheDocument();
    await user.selectOptions(within(c()).getByLabelText('Reward type'), 'FIXED');
    expect(within(c()).queryByLabelText('Fixed maximum')).toBeNull();

    expect(within(c()).queryByLabelText('End user cashback')).toBeNull();
    await user.click(within(c()).getByLabelText('Fixed distributor commission'));
    expect(within(c()).getByLabelText('End user cashback')).toBeInTheDocument();
    expect(within(c()).getByLabelText('Your commission')).toBeInTheDocument();
  });

  it('lists what is missing until every check holds, and checks both bounds of BETWEEN', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={[emptyRule()]} />);
    const problems = () => screen.queryByTestId('rule-problems');
    expect(problems()).toHaveTextContent('Rule 1: choose the customers it is for');
    await user.selectOptions(within(rule(1)).getByLabelText('Customer type'), 'EXISTING_CUSTOMER');
    const c = conditions(1)[0]!;
    await user.selectOptions(within(c).getByLabelText('Condition type'), 'BETWEEN');
    await user.selectOptions(within(c).getByLabelText('Reward type'), 'PERCENTAGE_MAX');
    await user.type(within(c).getByLabelText('Total cashback'), '10');
    await user.type(within(c).getByLabelText('Fixed maximum'), '15');
    await user.type(within(c).getByLabelText('Upper bound'), '500');
    // The recorded client checked upperBound twice; the lower bound is required here.
    expect(problems()).toHaveTextContent('Rule 1, condition 1: enter the lower bound');
    await user.type(within(c).getByLabelText('Lower bound'), '20');
    expect(problems()).toBeNull();
    expect(latest[0]!.conditions[0]).toMatchObject({ type: 'BETWEEN', lowerBound: 20, upperBound: 500, value: { type: 'PERCENTAGE_MAX', totalValue: 10, maximum: 15 } });
  });

  it('asks for both shares when the distributor commission is fixed', async () => {
    const user = userEvent.setup();
    const valid: RuleDraft = {
      ...emptyRule(),
      customerType: 'NEW_CUSTOMER',
      conditions: [{ ...emptyRule().conditions[0]!, type: 'GREATER_THAN', lowerBound: 0, value: { ...emptyRule().conditions[0]!.value, type: 'FIXED', totalValue: 5 } }],
    };
    renderWithTheme(<Harness initial={[valid]} />);
    expect(screen.queryByTestId('rule-problems')).toBeNull();
    await user.click(within(conditions(1)[0]!).getByLabelText('Fixed distributor commission'));
    expect(screen.getByTestId('rule-problems')).toHaveTextContent('enter the end user cashback');
    expect(screen.getByTestId('rule-problems')).toHaveTextContent('enter your commission');
  });

  it('removes the condition pressed (not by the rule index) and never the first rule or condition', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initial={[emptyRule()]} />);
    expect(screen.queryByRole('button', { name: 'Remove rule' })).toBeNull();
    expect(within(conditions(1)[0]!).queryByRole('button', { name: /remove condition/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(within(rule(2)).getByRole('button', { name: 'Add condition' }));
    await user.click(within(rule(2)).getByRole('button', { name: 'Add condition' }));
    // Mark the conditions of rule 2 apart by their type.
    await user.selectOptions(within(conditions(2)[1]!).getByLabelText('Condition type'), 'LESS_THAN');
    await user.selectOptions(within(conditions(2)[2]!).getByLabelText('Condition type'), 'BETWEEN');
    await user.click(within(conditions(2)[1]!).getByRole('button', { name: 'Remove condition 2' }));
    expect(latest[1]!.conditions.map((c) => c.type)).toEqual([null, 'BETWEEN']);
    expect(latest[0]!.conditions).toHaveLength(1);
    await user.click(within(rule(2)).getByRole('button', { name: 'Remove rule' }));
    expect(latest).toHaveLength(1);
  });
});
