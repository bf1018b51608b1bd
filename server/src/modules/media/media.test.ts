import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '@cashloop/shared/testing/make-png';
import { createSession, createTestApp } from '../../../test/helpers';
import { insertMedia } from './media.repo';
import { mediaIdFromUrl } from './media.service';
import { readPngSize } from './png-image';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const scope = { publisherId: 'pub_northwind', env: 'live' as const };
const png = (w: number, h: number) => Buffer.from(makePng(w, h));

describe('PNG check by content', () => {
  it('reads the size of a real PNG, whose pixel data inflates to the right length', () => {
    const bytes = png(1280, 720);
    expect(readPngSize(bytes)).toEqual({ width: 1280, height: 720 });
    // IDAT starts after signature (8) + IHDR chunk (25) + its length and type (8).
    const idatLength = bytes.readUInt32BE(33);
    expect(inflateSync(bytes.subarray(41, 41 + idatLength)).length).toBe((1280 + 1) * 720);
  });

  it('refuses what is not a PNG whatever its name, and sizes past the limits', () => {
    expect(() => readPngSize(Buffer.from('GIF89a......................'))).toThrow(/not a PNG/);
    expect(() => readPngSize(Buffer.alloc(0))).toThrow(/empty/);
    const huge = png(1, 1);
    huge.writeUInt32BE(5000, 16);
    expect(() => readPngSize(huge)).toThrow(/5000x1 pixels: at most 4096x4096/);
  });
});

describe('GET /media/{id}', () => {
  it('serves a stored image with its content type, from the default world or the session in its URL', async () => {
    const bytes = png(2, 3);
    insertMedia(app.deps.data.sqlite, scope, { id: 'img_default1', kind: 'OFFER_LOGO', contentType: 'image/png', width: 2, height: 3, data: bytes.toString('base64'), now: 0 });
    const res = await app.inject({ method: 'GET', url: '/media/img_default1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(res.rawPayload, bytes)).toBe(0);

    const session = await createSession(app);
    const world = app.worlds.use(session)!;
    insertMedia(world.deps.data.sqlite, scope, { id: 'img_session1', kind: 'CAMPAIGN', contentType: 'image/png', width: 2, height: 3, data: bytes.toString('base64'), now: 0 });
    expect((await app.inject({ method: 'GET', url: '/media/img_session1' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/media/img_session1?mockSession=${session}` })).statusCode).toBe(200);
    const gone = await app.inject({ method: 'GET', url: '/media/img_session1?mockSession=ses_nope' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toMatch(/ses_nope/);
  });

  it('knows its own URLs', () => {
    expect(mediaIdFromUrl('http://localhost:3000/media/img_abc-_1?mockSession=ses_x')).toBe('img_abc-_1');
    expect(mediaIdFromUrl('/media/img_abc')).toBe('img_abc');
    expect(mediaIdFromUrl('https://cdn.example.com/logo.png')).toBeUndefined();
  });
});
