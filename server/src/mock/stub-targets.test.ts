import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { answerProblems, stubTargets } from './stub-targets';

const ids = (match: Parameters<typeof stubTargets>[0]) => stubTargets(match).map((d) => d.id);

describe('the endpoints a stub reaches', () => {
  it('are those its path can be routed to, with or without the API prefix', () => {
    expect(ids({ path: '/user' })).toEqual(['user.me']);
    expect(ids({ path: '/private/api/client/user' })).toEqual(['user.me']);
    expect(ids({ method: 'POST', path: '/webhook' })).toEqual(['webhooks.create']);
    expect(ids({ path: '/sandbox/private/api/client/webhook/whk_1' }).sort()).toEqual(['webhooks.delete', 'webhooks.detail']);
  });

  it('are the route the router picks for a plain path, and the route as written for a pattern of it', () => {
    expect(ids({ method: 'GET', path: '/catalogue/offer/byoo' })).toEqual(['catalogue.ownOffers']);
    expect(ids({ method: 'GET', path: '/catalogue/offer/off_1' })).toEqual(['catalogue.offer']);
    expect(ids({ method: 'GET', path: '/catalogue/offer/:id' })).toEqual(['catalogue.offer']);
    expect(ids({ method: 'GET', path: '*/catalogue/offer/*' })).toEqual(expect.arrayContaining(['catalogue.offer', 'catalogue.ownOffers']));
  });

  it('are refused when none can be reached: a user endpoint is not live-only on the sandbox prefix', () => {
    expect(() => stubTargets({ path: '/sandbox/private/api/client/user' })).toThrow(AppError);
    expect(() => stubTargets({ endpointId: 'user.me', path: '/webhook' })).toThrow(/No API endpoint answers any method \/webhook on user\.me/);
  });
});

describe('a stubbed answer', () => {
  it('is checked against the success schema for 200, the error shape for 4xx and 5xx, and nothing else', () => {
    const [me] = stubTargets({ endpointId: 'user.me' });
    expect(answerProblems([me!], 500, { error: { code: 'INTERNAL', message: 'x' } })).toEqual([]);
    expect(answerProblems([me!], 500, { error: { code: 'NOPE', message: 'x' } })[0]).toMatchObject({ path: 'body.body.error.code' });
    expect(answerProblems([me!], 201, {})[0]).toMatchObject({ path: 'body.status' });
    expect(answerProblems([me!], 200, {}).map((p) => p.path)).toEqual(['body.body.publisher', 'body.body.publisherUser']);
  });
});
