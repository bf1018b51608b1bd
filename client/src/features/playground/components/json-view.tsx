import { Code } from '@mantine/core';
import classes from './playground.module.css';

/** A data URL (a logo) is kilobytes of base64: shown by its start and size, the rest is noise here. */
export function elideDataUrls(_key: string, value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('data:') || value.length <= 100) return value;
  return `${value.slice(0, 48)}… (${(value.length / 1024).toFixed(1)} KB)`;
}

/** Pretty-printed JSON, scrollable, as a developer would read it. */
export function JsonView({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <Code block className={classes.json} data-testid={testId}>
      {JSON.stringify(value, elideDataUrls, 2)}
    </Code>
  );
}
