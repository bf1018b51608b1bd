import { Text, Title } from '@mantine/core';
import { useStoredValue } from '@/lib/use-stored-value';
import { greetingFor } from '../utils/greeting';

export function HomeGreeting() {
  const firstName = useStoredValue('firstName') ?? '';
  const greeting = greetingFor(new Date().getHours());
  return (
    <div>
      <Title order={1} fz={{ base: 26, sm: 30 }} data-testid="greeting">
        {firstName ? `${greeting}, ${firstName}` : greeting}
      </Title>
      <Text c="dimmed" mt={4}>
        Here is how your cashback programme is performing.
      </Text>
    </div>
  );
}
