import { Alert } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';

/** Spec 2 §2.2: the three open banking messages, green, red and yellow. */
export function openBankingMessage(retailerName: string, compatible: boolean | null): { text: string; color: 'green' | 'red' | 'yellow' } {
  if (compatible === true) return { text: `${retailerName} is open banking compatible`, color: 'green' };
  if (compatible === false) return { text: `${retailerName} is not open banking compatible`, color: 'red' };
  return { text: `We're not sure if ${retailerName} is compatible with open banking`, color: 'yellow' };
}

export function OpenBankingStatus({ retailerName, compatible }: { retailerName: string; compatible: boolean | null }) {
  const { text, color } = openBankingMessage(retailerName, compatible);
  const Icon = compatible === true ? IconCircleCheck : compatible === false ? IconCircleX : IconHelpCircle;
  return (
    <Alert color={color} variant="light" icon={<Icon size={18} />} data-testid="open-banking-status" data-status={color}>
      {text}
    </Alert>
  );
}
