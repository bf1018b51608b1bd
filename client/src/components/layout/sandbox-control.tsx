import { Badge, Switch } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { getApiType, setApiType } from '@/lib/storage';
import { useStoredValue } from '@/lib/use-stored-value';
import { sandboxControlFor } from './sandbox-visibility';

/** The top bar's 'Sandbox mode' switch or badge; flipping it changes every call's prefix, so the page reloads. */
export function SandboxControl() {
  const { pathname } = useLocation();
  const publisherStatus = useStoredValue('publisherStatus');
  const sandboxOnly = useStoredValue('sandbox') === 'true';
  const sandboxMode = useStoredValue('apiType') === 'sandbox';
  const control = sandboxControlFor({ pathname, publisherStatus, sandboxOnly, sandboxMode });

  if (control === 'none') return null;
  if (control === 'badge') {
    return (
      <Badge color="orange" variant="light" size="lg" data-testid="sandbox-badge">
        Sandbox mode
      </Badge>
    );
  }
  return (
    <Switch
      label="Sandbox mode"
      color="orange"
      styles={{ label: { whiteSpace: 'nowrap' } }}
      checked={sandboxMode}
      onChange={() => {
        setApiType(getApiType() === 'sandbox' ? 'api' : 'sandbox');
        window.location.reload();
      }}
      data-testid="sandbox-toggle"
    />
  );
}
