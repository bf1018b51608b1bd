import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router-dom';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>Page not found</Title>
        <Text c="dimmed">The page you asked for does not exist.</Text>
        <Button component={Link} to="/launchpad">
          Go to home
        </Button>
      </Stack>
    </Center>
  );
}
