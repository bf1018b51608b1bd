import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('environment', () => {
  it('reads CORS_ORIGINS as a comma list of origins, empty by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://app.example.com , http://localhost:5174,' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5174',
    ]);
  });

  it('fails at boot on a CORS_ORIGINS entry that is not an origin, naming it', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/', 'https://app.example.com/path']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
