import { describe, expect, it } from 'vitest';
import { elideDataUrls } from './json-view';

describe('the playground JSON view', () => {
  it('shows a long data URL by its start and size, and leaves other values as they are', () => {
    const logo = `data:image/png;base64,${'A'.repeat(4000)}`;
    const text = JSON.stringify({ logo, name: 'Tesco', website: 'https://tesco.com', short: 'data:,x' }, elideDataUrls);
    expect(JSON.parse(text)).toEqual({
      logo: `${logo.slice(0, 48)}… (3.9 KB)`,
      name: 'Tesco',
      website: 'https://tesco.com',
      short: 'data:,x',
    });
  });
});
