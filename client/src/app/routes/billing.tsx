import { NotBuiltYet } from '@/components/not-built-yet';

export function Component() {
  return <NotBuiltYet screen="Billing" />;
}
