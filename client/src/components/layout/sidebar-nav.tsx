import { Avatar, Box, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useStoredValue } from '@/lib/use-stored-value';
import { homeItem, isActivePath, navGroups, type NavItem } from './nav-items';
import classes from './shell.module.css';

function SidebarLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const Icon = item.icon;
  const common = { label: item.label, className: classes.navLink, leftSection: <Icon size={18} stroke={1.6} /> };
  if (item.external) {
    return (
      <NavLink
        {...common}
        component="a"
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        rightSection={<IconExternalLink size={14} />}
      />
    );
  }
  return <InternalLink item={item} active={isActivePath(pathname, item.to)} common={common} />;
}

function InternalLink({ item, active, common }: { item: NavItem; active: boolean; common: { label: string; className?: string; leftSection: ReactNode } }) {
  const ref = useRef<HTMLAnchorElement>(null);
  // On a short window the menu scrolls: the current page's item is brought into view, never left below the fold.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return <NavLink {...common} ref={ref} component={Link} to={item.to} active={active} />;
}

/** Company name on top, then the menu groups of spec 1 §2.6. */
export function SidebarNav() {
  const { pathname } = useLocation();
  const companyName = useStoredValue('publisherName') ?? '';
  return (
    <>
      <Group className={classes.company} p="md" gap="sm" wrap="nowrap">
        <Avatar color="brand" radius="md" variant="filled">
          {companyName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate data-testid="company-name">
            {companyName}
          </Text>
          <Text size="xs" c="dimmed">
            Publisher
          </Text>
        </Box>
      </Group>
      <ScrollArea style={{ flex: 1 }} px="sm" pb="md" component="nav" aria-label="Main menu">
        <Box pt="sm">
          <SidebarLink item={homeItem} pathname={pathname} />
        </Box>
        {navGroups.map((group) => (
          <Box key={group.label}>
            <Text className={classes.groupLabel}>{group.label}</Text>
            {group.items.map((item) => (
              <SidebarLink key={item.label} item={item} pathname={pathname} />
            ))}
          </Box>
        ))}
      </ScrollArea>
    </>
  );
}
