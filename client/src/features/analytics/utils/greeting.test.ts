import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('home greeting by local hour', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i:00 says %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});
