import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Last line of defence: a screen that failed to load or render (often a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'An unexpected error occurred.';
  return (
    <Center h="100vh" p="md">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">{detail}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
