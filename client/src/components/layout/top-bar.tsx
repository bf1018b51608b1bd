import { Box, Burger, Group } from '@mantine/core';
import { Link, useNavigation } from 'react-router-dom';
import { BrandLogo } from '../brand-logo';
import { MockSessionBadge } from './mock-session-badge';
import { SandboxControl } from './sandbox-control';
import classes from './shell.module.css';
import { UserMenu } from './user-menu';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  // A thin bar while the next screen's code loads, so a click never looks ignored.
  const pending = useNavigation().state !== 'idle';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" pos="relative">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
        <Box component={Link} to="/launchpad" style={{ textDecoration: 'none', color: 'inherit' }}>
          {/* On a phone the bar holds the menu toggle, the mark, the sandbox switch and the user menu. */}
          <BrandLogo nameVisibleFrom="xs" />
        </Box>
      </Group>
      <Group gap="md" wrap="nowrap">
        <MockSessionBadge />
        <SandboxControl />
        <UserMenu />
      </Group>
      {pending && <div className={classes.pendingBar} />}
    </Group>
  );
}
