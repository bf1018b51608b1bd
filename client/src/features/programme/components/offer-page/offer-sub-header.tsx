import { Anchor, Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Offer } from '@cashloop/shared/contracts/catalogue';
import { offerTypeLabels, withHttps } from '@cashloop/shared/rules/offer-labels';
import { StatusPill } from '@/components/status-pill';
import type { ProgrammeOffer } from '../../api/get-programme-offer-for-offer';
import { approvalPill } from '../../utils/programme-labels';

interface OfferSubHeaderProps {
  offer: Offer;
  programmeOffer: ProgrammeOffer | null;
  /** Still finding out whether the offer is in the programme. */
  programmeLoading: boolean;
  onApply: () => void;
}

/** The retailer sub-header: logo, name, category, Website link and 'Apply for offer' while not activated. */
export function OfferSubHeader({ offer, programmeOffer, programmeLoading, onApply }: OfferSubHeaderProps) {
  const { retailer } = offer;
  // A declined application may be made again; a pending or approved one may not.
  const canApply = !programmeLoading && (programmeOffer === null || programmeOffer.offerApproval === 'DECLINED');
  return (
    <Card>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={retailer.logo} alt={retailer.retailerName} size={56} radius="md">
            {retailer.retailerName.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={2}>
            <Title order={2} fz="xl">{retailer.retailerName}</Title>
            <Group gap="xs">
              {retailer.personalisationCategories[0] && <Text size="sm" c="dimmed">{retailer.personalisationCategories[0]}</Text>}
              <Badge variant="light" tt="none">{offerTypeLabels[offer.offerType]}</Badge>
            </Group>
          </Stack>
        </Group>
        <Group gap="sm">
          <Anchor href={withHttps(retailer.retailerWebsite)} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4}>Website <IconExternalLink size={14} /></Group>
          </Anchor>
          {programmeOffer && <StatusPill {...approvalPill(programmeOffer.offerApproval)} />}
          {canApply && <Button onClick={onApply}>Apply for offer</Button>}
        </Group>
      </Group>
    </Card>
  );
}
