import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { sortOptions, type ProgrammeSort } from '../utils/list-options';

interface ProgrammeFilterBarProps {
  search: string;
  onSearch: (value: string) => void;
  sort: ProgrammeSort;
  onSort: (value: ProgrammeSort) => void;
  /** Offer types chosen; empty means all. */
  types: string[];
  typeOptions: { value: string; label: string }[];
  onTypes: (value: string[]) => void;
  /** The page's own filter (availability or approval status). */
  children?: ReactNode;
}

/** Search by retailer name, offer types, the page's own filter and the order, above a programme table. */
export function ProgrammeFilterBar(props: ProgrammeFilterBarProps) {
  const { search, onSearch, sort, onSort, types, typeOptions, onTypes, children } = props;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Retailer name"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={240}
      />
      <MultiSelect label="Offer types" placeholder={types.length ? undefined : 'All types'} data={typeOptions} value={types} onChange={onTypes} clearable w={260} />
      {children}
      <Select
        label="Order by"
        data={sortOptions}
        value={sort}
        onChange={(v) => v && onSort(v as ProgrammeSort)}
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}
