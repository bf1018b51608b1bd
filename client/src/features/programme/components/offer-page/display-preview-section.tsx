import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { withHttps } from '@cashloop/shared/rules/offer-labels';
import { SectionCard } from '@/components/section-card';
import { previewDescription } from '../../utils/offer-conditions';

/** 'Display information preview': the offer as an end user would see it in the publisher's app. */
export function DisplayPreviewSection({ offer, cashback }: { offer: Offer; cashback: { figure: string; shareOf: string | null } }) {
  const info = offer.displayInformation;
  return (
    <SectionCard title="Display information preview" testId="display-preview">
      <Card withBorder radius="lg" maw={380} padding="lg">
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={info.logo} alt={info.retailerName} size={48} radius="md">
              {info.retailerName.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={0}>
              <Text fw={650}>{info.retailerName}</Text>
              <Text fw={750} c="brand" fz="lg" data-testid="preview-cashback">{cashback.figure}</Text>
              {/* The end user's share: say what it is a share of, so it reads with the list's figure. */}
              {cashback.shareOf && <Text size="xs" c="dimmed" data-testid="preview-cashback-share">End user's share of {cashback.shareOf}</Text>}
            </Stack>
          </Group>
          <Text size="sm">{previewDescription(info.description)}</Text>
          <Anchor href={withHttps(info.link)} target="_blank" rel="noreferrer" size="sm" fw={600}>
            Visit website
          </Anchor>
        </Stack>
      </Card>
    </SectionCard>
  );
}
