import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '@/app/theme';

function ThemeWrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders inside the app's theme (transitions and portals off); rerender keeps the wrapper. */
export const renderWithTheme = (ui: ReactElement) => render(ui, { wrapper: ThemeWrapper });
