import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useStoredValue } from '@/lib/use-stored-value';
import { PageLoader } from '../page-loader';
import { AppFooter } from './app-footer';
import { showsTestDataBanner } from './sandbox-visibility';
import classes from './shell.module.css';
import { SidebarNav } from './sidebar-nav';
import { TestDataBanner } from './test-data-banner';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, collapsible sidebar, the screen, footer. */
export function DashboardShell() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const sandboxMode = useStoredValue('apiType') === 'sandbox';

  // On small screens the menu closes once the user has picked a page.
  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
    >
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <SidebarNav />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <div className={classes.content}>
          {showsTestDataBanner(pathname, sandboxMode) && <TestDataBanner />}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
        <AppFooter />
      </AppShell.Main>
    </AppShell>
  );
}
