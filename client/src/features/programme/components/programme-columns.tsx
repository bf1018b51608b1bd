import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '@/components/data-table/data-table';
import type { ProgrammeOfferRow } from '../api/get-programme-offers';
import { RetailerCell } from './retailer-cell';

/** Columns every programme table shows the same way. */
export const retailerColumn: DataTableColumn<ProgrammeOfferRow> = {
  key: 'retailer',
  header: 'Retailer',
  render: (r) => <RetailerCell retailer={r.retailer} />,
};

export const viewOfferColumn: DataTableColumn<ProgrammeOfferRow> = {
  key: 'action', actions: true,
  header: 'Action',
  render: (r) => (
    <Anchor component={Link} to={`/retailer/${r.retailer.id}/offer/${r.offer.id}`} size="sm" fw={600}>
      View Offer
    </Anchor>
  ),
};
