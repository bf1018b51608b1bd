import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import type { RetailerWithAnalytics } from '../api/get-retailer';
import { RetailerAnalyticsPanel } from './retailer-analytics-panel';

// The charts are chart.js canvases: not what this test reads.
vi.mock('./retailer-bar-chart', () => ({ RetailerBarChart: () => null }));

const currys = {
  personalisationCategories: ['Electronics'],
  retailerAnalytics: { transactionVolume: 9_300, transactionCount: 93, cashbackVolume: 120, cashbackCount: 185 },
  allTransactionsAnalysis: { totalTransactionVolume: 100_000 },
  relevantCategoriesTransactionsAnalysis: { totalTransactionVolume: 20_000 },
  graphData: [],
  startDate: '01-10-2026',
  endDate: '31-12-2026',
  interval: 'MONTH',
} as unknown as RetailerWithAnalytics;

describe('retailer analytics panel', () => {
  it('says what the transaction and cashback event counts each count, so 93 and 185 do not seem to contradict', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <RetailerAnalyticsPanel retailer={currys} loading={false} onEditTimeframe={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('stat-transactions')).toHaveTextContent('93');
    expect(screen.getByTestId('stat-cashback-events')).toHaveTextContent('185');
    expect(screen.getByTestId('stat-transactions-hint')).toHaveTextContent(/purchases/);
    expect(screen.getByTestId('stat-cashback-events-hint')).toHaveTextContent(/cashback awards/i);
    expect(screen.getByTestId('stat-cashback-events-hint')).toHaveTextContent(/one purchase can earn from several offers/i);
  });
});
