import {
  IconArrowsExchange, IconBook, IconBuildingStore, IconCash, IconChartPie, IconChecklist, IconDeviceMobileCode,
  IconFlask, IconGift, IconHome, IconKey, IconLifebuoy, IconNotebook, IconSpeakerphone, IconTag, IconUsers,
  IconWebhook, type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Opens in a new tab outside the app (the API docs). */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const homeItem: NavItem = { label: 'Home', to: '/launchpad', icon: IconHome };

/** The sidebar of spec 1 §2.6, labels exactly as written. */
export const navGroups: NavGroup[] = [
  {
    label: 'Cashback & Promotions',
    items: [
      { label: 'Cashback program', to: '/program-offers', icon: IconGift },
      { label: 'Tenancy campaigns', to: '/campaign', icon: IconSpeakerphone },
      { label: 'End users', to: '/end-users', icon: IconUsers },
    ],
  },
  {
    label: 'Offers hub',
    items: [
      { label: 'Integrated catalogue', to: '/retailer-catalogue', icon: IconBuildingStore },
      { label: 'Retailer approvals', to: '/retailer-approvals', icon: IconChecklist },
      { label: 'Your own offers', to: '/your-catalogue', icon: IconTag },
    ],
  },
  { label: 'Settlements', items: [{ label: 'Cashback settlements', to: '/payouts', icon: IconCash }] },
  { label: 'Customer Insights', items: [{ label: 'Spend explorer', to: '/spend-explorer', icon: IconChartPie }] },
  {
    label: 'Monitoring',
    items: [
      { label: 'Transaction processing', to: '/transaction-enrichment', icon: IconArrowsExchange },
      { label: 'Cashback ledger', to: '/cashback-ledger', icon: IconNotebook },
    ],
  },
  {
    label: 'Developers',
    items: [
      { label: 'SDK Manager', to: '/sdk-manager', icon: IconDeviceMobileCode },
      { label: 'API keys', to: '/api-keys', icon: IconKey },
      { label: 'Webhooks', to: '/webhooks', icon: IconWebhook },
      { label: 'Playground', to: '/playground', icon: IconFlask },
      { label: 'Documentation', to: '/docs', icon: IconBook, external: true },
    ],
  },
  { label: 'Support', items: [{ label: 'Support tickets', to: '/support', icon: IconLifebuoy }] },
];

export const isActivePath = (pathname: string, to: string): boolean => pathname === to || pathname.startsWith(`${to}/`);
