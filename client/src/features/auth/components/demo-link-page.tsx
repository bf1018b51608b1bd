import { messages } from '@cashloop/shared/common/errors';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { loadSignedInUser, storeToken } from '@/lib/session';
import { clearAll } from '@/lib/storage';
import { demoSignIn } from '../api/demo-sign-in';

const NO_TOKEN = 'This sign-in link is incomplete: it has no token. Ask for a new link.';

/**
 * /auth/demo?token=…&mockSession=… : a one-time demo link (POST /__mock/sessions with a persona). The tab has
 * already joined the session from the address (lib/mock-session-startup); the token signs it in, then home.
 */
export function DemoLinkPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(token ? null : NO_TOKEN);
  // A link signs in once: React's development double effects must not spend it on a second call.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { idToken } = await demoSignIn(token);
        // A demo starts clean: nothing of an earlier sign-in in this browser (API type, names) carries over.
        clearAll();
        queryClient.clear();
        storeToken(idToken);
        await loadSignedInUser();
        navigate('/', { replace: true });
      } catch (e) {
        clearAll();
        setError(e instanceof ApiError ? e.message : messages.genericError);
      }
    })();
  }, [token, navigate, queryClient]);

  if (error) {
    return (
      <Stack gap="md">
        <Title order={2} fz={24}>
          This sign-in link can't be used
        </Title>
        <Alert color="red" data-testid="demo-link-error">
          {error}
        </Alert>
        <Group>
          <Button component={Link} to="/auth/sign-in" variant="default">
            Sign in with a password
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="sm" data-testid="demo-link-signing-in">
      <Loader size="sm" />
      <Text>Signing you in…</Text>
    </Group>
  );
}
