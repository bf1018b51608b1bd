import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A phone's outline around the SDK, sized like a common handset and shrinking on narrow screens. */
export function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="phone-frame"
      mx="auto"
      style={{
        width: 'min(100%, 340px)',
        height: 640,
        border: '12px solid #111',
        borderRadius: 40,
        boxShadow: '0 12px 32px rgba(0, 0, 0, 0.25)',
        overflow: 'hidden',
        position: 'relative',
        background: '#111',
      }}
    >
      <Box style={{ position: 'absolute', top: 0, left: '50%', transform: 'translateX(-50%)', width: 110, height: 18, background: '#111', borderRadius: '0 0 12px 12px', zIndex: 1 }} />
      <Box h="100%" style={{ overflowY: 'auto', borderRadius: 28 }}>
        {children}
      </Box>
    </Box>
  );
}
