import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the app's theme (transitions and portals off); rerender keeps the wrapper. */
export const renderWithTheme = (ui: ReactElement) => render(ui, { wrapper: ThemeWrapper });

/** Renders inside the theme, with notifications and a query client of its own (the app's settings). */
export function renderWithQueries(ui: ReactElement) {
  const client = createQueryClient();
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
