import { describe, expect, it } from 'vitest';
import { describePhases, phase, recordPhases } from './phases';

describe('seeding phases', () => {
  it('only calls through while nothing records', () => {
    expect(phase('alone', () => 7)).toBe(7);
    const { phases } = recordPhases(() => undefined);
    expect([...phases.keys()]).toEqual([]);
  });

  it('adds each phase up by name, nested ones in their parent too, and keeps what failed', () => {
    const { result, phases } = recordPhases(() => {
      phase('outer', () => {
        for (let i = 0; i < 3; i++) phase('inner', () => i);
      });
      expect(() => phase('failing', () => { throw new Error('no'); })).toThrow('no');
      return 'done';
    });
    expect(result).toBe('done');
    expect([...phases.keys()]).toEqual(['inner', 'outer', 'failing']);
    expect(phases.get('inner')!.calls).toBe(3);
    expect(phases.get('outer')!.calls).toBe(1);
    expect(phases.get('outer')!.wallMs).toBeGreaterThanOrEqual(phases.get('inner')!.wallMs);
    expect(describePhases(phases).split('\n')).toHaveLength(3);
    // Recording ended with the run.
    phase('after', () => undefined);
    expect(phases.has('after')).toBe(false);
  });
});
