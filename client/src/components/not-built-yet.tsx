import { Button, Card, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Placeholder for a screen of the route table that a later issue builds. */
export function NotBuiltYet({ screen }: { screen: string }) {
  useDocumentTitle(`Dashboard | ${screen}`);
  return (
    <Stack gap="lg">
      <Title order={2}>{screen}</Title>
      <Card py={48}>
        <Center>
          <Stack align="center" gap="sm" maw={420} ta="center">
            <ThemeIcon size={56} radius="xl" variant="light">
              <IconTools size={28} />
            </ThemeIcon>
            <Text fw={600} data-testid="not-built-yet">{`${screen} — this screen is not built yet`}</Text>
            <Text c="dimmed" size="sm">It is part of the route table and will arrive in a later release.</Text>
            <Button component={Link} to="/launchpad" variant="light" mt="xs">
              Back to home
            </Button>
          </Stack>
        </Center>
      </Card>
    </Stack>
  );
}
