import { Anchor, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { cashbackLabel, withHttps } from '@cashloop/shared/rules/offer-labels';
import { availableValue } from '@cashloop/shared/rules/own-offer-cashback-rules';
import { useEffect, useState } from 'react';
import type { RuleDraft } from '../utils/rule-draft';
import type { OfferInfoDraft } from '../wizard/wizard-model';
import { offerTypeChoices } from '../wizard/wizard-steps';

/** The object URL of a chosen file, released when it changes. */
function useFileUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

/** Each filled condition as the end user reads it ('5 % up to £10'), with its spend range. */
export function ruleLines(rules: RuleDraft[], currency: string): string[] {
  const lines: string[] = [];
  rules.forEach((rule) =>
    rule.conditions.forEach((c) => {
      if (!c.value.type || c.value.totalValue === null) return;
      // The value left to share once saved (total less the supplier's and Cashloop's shares): the figure the offer's list will show.
      const label = cashbackLabel({ type: c.value.type, amount: availableValue(c.value), maximum: c.value.maximum }, currency);
      const range =
        c.type === 'GREATER_THAN' ? ` on spend over ${c.lowerBound ?? '…'}` :
        c.type === 'LESS_THAN' ? ` on spend under ${c.upperBound ?? '…'}` :
        c.type === 'BETWEEN' ? ` on spend between ${c.lowerBound ?? '…'} and ${c.upperBound ?? '…'}` : '';
      const who = rule.customerType === 'NEW_CUSTOMER' ? ' (new customers)' : '';
      lines.push(`${label}${range}${who}`);
    }),
  );
  return lines;
}

/** How the offer will look to end users, from what the wizard holds now. */
export function OfferPreviewCard({ retailerName, info, rules }: { retailerName: string; info: OfferInfoDraft; rules?: RuleDraft[] }) {
  const fileUrl = useFileUrl(info.logoFile);
  const logo = fileUrl ?? info.logo;
  const type = offerTypeChoices.find((t) => t.value === info.offerType)?.label;
  const lines = rules ? ruleLines(rules, info.currency || 'GBP') : [];
  return (
    <Card data-testid="offer-preview" padding="md">
      <Text size="xs" c="dimmed" mb="xs">Preview</Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={logo} alt="" size={56} radius="md">{retailerName.slice(0, 2).toUpperCase()}</Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={650}>{info.offerName || 'Offer name'}</Text>
          <Text size="sm" c="dimmed">{retailerName}</Text>
          {type && <Badge variant="light" size="sm">{type}</Badge>}
        </Stack>
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>{info.offerDescription || 'The offer description shows here.'}</Text>
      {lines.length > 0 && (
        <Stack gap={2} mt="sm" data-testid="offer-preview-cashback">
          {lines.map((l, i) => <Text key={i} size="sm" fw={600} c="brand.8">{l}</Text>)}
        </Stack>
      )}
      {info.spendingCapped && info.spendingCapAmount !== null && (
        <Text size="xs" c="dimmed" mt="xs">Cashback capped at {info.currency === 'GBP' ? '£' : ''}{info.spendingCapAmount}{info.currency === 'GBP' ? '' : ` ${info.currency}`}</Text>
      )}
      {info.link && <Anchor href={withHttps(info.link)} target="_blank" rel="noreferrer" size="sm" mt="xs">Visit website</Anchor>}
    </Card>
  );
}
