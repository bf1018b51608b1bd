import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { cashbackRuleProblems, MAX_CASHBACK_RULES, removeRule } from '@cashloop/shared/rules/own-offer-cashback-rules';
import { IconPlus } from '@tabler/icons-react';
import { addRule, type RuleDraft } from '../utils/rule-draft';
import { RuleCard } from './rule-card';

/** The rules editor of step 5 (spec 2 §2.2, §5): every problem is listed until the rules can be saved. */
export function RulesEditor({ rules, onChange }: { rules: RuleDraft[]; onChange: (rules: RuleDraft[]) => void }) {
  const problems = cashbackRuleProblems(rules);
  return (
    <Stack gap="md" data-testid="rules-editor">
      {rules.map((_, index) => (
        <RuleCard key={index} rules={rules} index={index} onChange={onChange} onRemove={() => onChange(removeRule(rules, index))} />
      ))}
      <Group>
        <Button variant="default" leftSection={<IconPlus size={16} />} disabled={rules.length >= MAX_CASHBACK_RULES} onClick={() => onChange(addRule(rules))}>
          Add rule
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="yellow" variant="light" title="Before the offer can be added" data-testid="rule-problems">
          <List size="sm" spacing={2}>
            {problems.map((p) => (
              <List.Item key={p.path.join('.') + p.message}>{p.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
