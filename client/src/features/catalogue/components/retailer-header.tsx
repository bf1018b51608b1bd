import { Anchor, Badge, Breadcrumbs, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { withHttps } from '@cashloop/shared/rules/offer-labels';
import { Link } from 'react-router-dom';
import type { RetailerWithAnalytics } from '../api/get-retailer';
import { RetailerLogo } from './retailer-logo';

/** Breadcrumb and header of the retailer page: logo, name, first personalisation category, Website. */
export function RetailerHeader({ retailer }: { retailer: RetailerWithAnalytics | undefined }) {
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/retailer-catalogue" size="sm">
          Integrated catalogue
        </Anchor>
        <Anchor size="sm" c="dimmed" underline="never">
          {retailer?.retailerName ?? '…'}
        </Anchor>
      </Breadcrumbs>
      {retailer ? (
        <Group justify="space-between" wrap="wrap">
          <Group gap="md" wrap="nowrap">
            <RetailerLogo name={retailer.retailerName} logo={retailer.logo} size={56} />
            <Stack gap={4}>
              <Title order={2}>{retailer.retailerName}</Title>
              {retailer.personalisationCategories[0] && (
                <Badge variant="light" radius="sm" tt="none" w="fit-content">
                  {retailer.personalisationCategories[0]}
                </Badge>
              )}
            </Stack>
          </Group>
          <Button
            component="a"
            href={withHttps(retailer.retailerWebsite)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            rightSection={<IconExternalLink size={16} />}
          >
            Website
          </Button>
        </Group>
      ) : (
        <Group gap="md">
          <Skeleton circle h={56} w={56} />
          <Skeleton h={28} w={220} />
        </Group>
      )}
    </Stack>
  );
}
