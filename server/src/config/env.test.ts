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

  it('turns the control plane on or off with on/off (as the README writes it) or true/false, and off by default in production', () => {
    for (const [value, on] of [['on', true], ['true', true], ['off', false], ['false', false]] as const) {
      expect(loadConfig({ MOCK_CONTROL_PLANE: value }).controlPlane, value).toBe(on);
    }
    expect(loadConfig({}).controlPlane).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).controlPlane).toBe(false);
    expect(() => loadConfig({ MOCK_CONTROL_PLANE: 'yes' })).toThrow(/MOCK_CONTROL_PLANE/);
  });

  it('listens on loopback unless HOST says otherwise (the image sets 0.0.0.0)', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads MOCK_CONTROL_TOKEN, unset or empty meaning an open control plane', () => {
    expect(loadConfig({}).mockControlToken).toBeUndefined();
    expect(loadConfig({ MOCK_CONTROL_TOKEN: '' }).mockControlToken).toBeUndefined();
    expect(loadConfig({ MOCK_CONTROL_TOKEN: 's3cret-token' }).mockControlToken).toBe('s3cret-token');
  });

  it('fails at boot on a CORS_ORIGINS entry that is not an origin, naming it', () => {
    for (const bad of ['app.example.com', 'https://app.example.com/', 'https://app.example.com/path']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
