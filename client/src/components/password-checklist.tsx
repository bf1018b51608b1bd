import { List, Text, ThemeIcon } from '@mantine/core';
import { passwordRules } from '@cashloop/shared/rules/password-rules';
import { IconCheck, IconPointFilled } from '@tabler/icons-react';

/** The live checklist of spec 1 §5: each line turns green once met (it informs; the forms decide what blocks). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List spacing={4} size="sm" center aria-label="Password rules" data-testid="password-checklist">
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.id}
            data-met={met}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? 'green' : 'gray'} variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={12} /> : <IconPointFilled size={10} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'green.8' : 'dimmed'} fw={met ? 600 : 400}>
              {rule.label}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
