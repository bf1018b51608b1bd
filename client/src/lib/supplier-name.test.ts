import { describe, expect, it } from 'vitest';
import { supplierName } from './supplier-name';

describe('supplierName', () => {
  it("shows the publisher's company name where it supplies the offer, and other suppliers as they are", () => {
    const northwind = { id: 'pub_northwind', name: 'Northwind Rewards' };
    expect(supplierName('pub_northwind', northwind)).toBe('Northwind Rewards');
    expect(supplierName('AWIN', northwind)).toBe('AWIN');
    expect(supplierName('pub_northwind', { id: 'pub_northwind', name: null })).toBe('pub_northwind');
  });
});
