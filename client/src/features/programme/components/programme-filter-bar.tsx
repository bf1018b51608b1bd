import { Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProgrammeList } from '../hooks/use-programme-list';
import { sortOptions, typeOptions, type ProgrammeSort } from '../utils/list-options';

interface ProgrammeFilterBarProps {
  list: ProgrammeList;
  /** The page's own filter (availability or approval status). */
  children?: ReactNode;
}

/** Search by retailer name, offer types, the page's own filter and the order, above a programme table. */
export function ProgrammeFilterBar({ list, children }: ProgrammeFilterBarProps) {
  const { search, setSearch: onSearch, sort, setSort: onSort, types, setTypes: onTypes } = list;
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
