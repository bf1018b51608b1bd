import { Group, type MantineBreakpoint, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@cashloop/shared/common/enums';

/** The product mark: the same ring as the favicon, and the product name (from `nameVisibleFrom` up, if given). */
export function BrandLogo({ size = 28, nameVisibleFrom }: { size?: number; nameVisibleFrom?: MantineBreakpoint }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
        <path d="M21 11.5a7 7 0 1 0 0 9" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="22" cy="16" r="2" fill="#fbbf24" />
      </svg>
      <Text fw={750} fz={size * 0.68} lh={1} style={{ letterSpacing: '-0.02em' }} visibleFrom={nameVisibleFrom}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
