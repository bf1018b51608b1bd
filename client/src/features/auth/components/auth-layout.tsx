import { PRODUCT_NAME } from '@cashloop/shared/common/enums';
import { Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BrandLogo } from '@/components/brand-logo';
import { PageLoader } from '@/components/page-loader';
import { copyrightYear } from '@/components/layout/app-footer';
import { useVirtualNow } from '@/lib/virtual-now';
import classes from './auth-layout.module.css';

/** The frame of the public screens: a brand panel on wide screens and the form card. */
export function AuthLayout() {
  // The same year as the signed-in footer: the world's clock (issue 47).
  const now = useVirtualNow();
  return (
    <div className={classes.root}>
      <aside className={classes.aside}>
        <Box c="white">
          <BrandLogo size={34} />
        </Box>
        <Stack gap="md" maw={420}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            Reward every purchase your users make.
          </Title>
          <List spacing="xs" icon={<IconCircleCheck size={18} />} c="white">
            <List.Item>Card-linked and affiliate offers in one programme</List.Item>
            <List.Item>Live cashback settlements and analytics</List.Item>
            <List.Item>A sandbox to build and test with confidence</List.Item>
          </List>
        </Stack>
        <Text size="xs" c="white" opacity={0.8}>
          {`© ${copyrightYear(now.data ?? Date.now())} ${PRODUCT_NAME}`}
        </Text>
      </aside>
      <main className={classes.formArea}>
        <Paper className={classes.card} p={{ base: 'lg', sm: 40 }} shadow="md" withBorder>
          <Box hiddenFrom="md" mb="lg">
            <BrandLogo />
          </Box>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Paper>
      </main>
    </div>
  );
}
