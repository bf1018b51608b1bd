import { useStoredValue } from './use-stored-value';

/** An offer's supplier as a person reads it: the publisher's own name where it supplies the offer itself. */
export function supplierName(supplier: string, publisher: { id: string | null; name: string | null }): string {
  return supplier === publisher.id && publisher.name ? publisher.name : supplier;
}

/** supplierName bound to the signed-in publisher. */
export function useSupplierName(): (supplier: string) => string {
  const publisher = { id: useStoredValue('publisherId'), name: useStoredValue('publisherName') };
  return (supplier) => supplierName(supplier, publisher);
}
