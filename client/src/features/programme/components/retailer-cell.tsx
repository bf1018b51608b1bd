import { Avatar, Group, Text } from '@mantine/core';

/** Logo and name of a programme offer's retailer. */
export function RetailerCell({ retailer }: { retailer: { retailerName: string; logo: string } }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={retailer.logo} alt={retailer.retailerName} radius="md" size={32}>
        {retailer.retailerName.slice(0, 2).toUpperCase()}
      </Avatar>
      <Text size="sm" fw={550}>
        {retailer.retailerName}
      </Text>
    </Group>
  );
}
