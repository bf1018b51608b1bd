import { Alert, Button, Group, PasswordInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { getControlToken, setControlToken } from '@/lib/control-token';
import { consoleKey } from '../api/console-keys';
import { useSessions } from '../api/get-sessions';

/**
 * Asks for the control plane's token when the server has one (MOCK_CONTROL_TOKEN, decision 0048) and this tab
 * has none or a wrong one: the sessions list, which the console reads anyway, answering 401 tells. The token is
 * kept for the tab (lib/control-token.ts) and sent on every /__mock call; the panels then load again.
 */
export function ControlTokenPrompt() {
  const sessions = useSessions();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [sent, setSent] = useState(getControlToken() !== null);
  const locked = sessions.error instanceof ApiError && sessions.error.status === 401;
  if (!locked) return null;

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    setControlToken(value);
    setSent(true);
    setValue('');
    void queryClient.invalidateQueries({ queryKey: consoleKey });
  };

  return (
    <Alert color="yellow" title="This control plane needs its token" data-testid="console-token-prompt">
      <form onSubmit={unlock}>
        <Group align="flex-end">
          <PasswordInput
            label="Control token"
            description="The server's MOCK_CONTROL_TOKEN; kept in this tab only"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={sent ? 'The server refused this tab\'s token: enter it again' : undefined}
            data-testid="console-token-input"
            style={{ flex: 1 }}
          />
          <Button type="submit" disabled={value.trim() === ''} data-testid="console-token-submit">
            Unlock
          </Button>
        </Group>
      </form>
    </Alert>
  );
}
