import { Avatar } from '@mantine/core';

/** A retailer's logo (a data URL from the catalogue), with its initials while it loads or if it fails. */
export function RetailerLogo({ name, logo, size = 36 }: { name: string; logo: string; size?: number }) {
  return (
    <Avatar src={logo} alt={name} size={size} radius="md">
      {name.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}
