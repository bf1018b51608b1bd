import type { CSSProperties, ReactNode } from 'react';
import classes from './playground.module.css';

/** Milliseconds between two results blocks appearing. */
export const STAGE_STEP_MS = 250;

/** One block of the results, fading in at its place in the sequence. */
export function StagedFade({ stage, children }: { stage: number; children: ReactNode }) {
  return (
    <div className={classes.stage} style={{ '--stage-delay': `${stage * STAGE_STEP_MS}ms` } as CSSProperties} data-stage={stage}>
      {children}
    </div>
  );
}
