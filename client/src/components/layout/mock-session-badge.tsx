import { Anchor, Badge, Tooltip } from '@mantine/core';
import { getMockSession } from '../../lib/mock-session';

/**
 * Which mock world this tab is in, when it joined a session (?mockSession=): demo staff and testers
 * must never wonder why their data differs from a colleague's. Links to the control console.
 */
export function MockSessionBadge() {
  const session = getMockSession();
  if (!session) return null;
  return (
    <Tooltip label="This tab works in its own mock world. Open the control console.">
      <Anchor href="/__console" underline="never" visibleFrom="sm">
        <Badge color="grape" variant="light" size="lg" data-testid="mock-session-badge" data-session={session}>
          Mock session {session.slice(0, 12)}
        </Badge>
      </Anchor>
    </Tooltip>
  );
}
