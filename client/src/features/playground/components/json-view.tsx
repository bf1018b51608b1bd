import { Code } from '@mantine/core';
import classes from './playground.module.css';

/** Pretty-printed JSON, scrollable, as a developer would read it. */
export function JsonView({ value, testId }: { value: unknown; testId?: string }) {
  return (
    <Code block className={classes.json} data-testid={testId}>
      {JSON.stringify(value, null, 2)}
    </Code>
  );
}
