import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

/**
 * An empty body is no body, everywhere: spec clients send `content-type: application/json` on every
 * private call, bodyless POSTs and DELETEs included.
 * - The JSON parser answers undefined for an empty or blank body; otherwise it is Fastify's own: the
 *   body limit, the 400 for bad JSON (shaped by the error handler) and the refusal of __proto__ and
 *   constructor.prototype keys (secure-json-parse).
 * - Fastify hands a missing body to the validator as null; it reaches the schema as undefined, so a
 *   body declared `.optional()` or `.default()` means what it says.
 * Call it after setValidatorCompiler and before any route.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  const compile = app.validatorCompiler;
  if (!compile) throw new Error('registerJsonBody: set the validator compiler first');
  const bodyAware: FastifySchemaCompiler<unknown> = (route) => {
    const validate = compile(route);
    return route.httpPart === 'body' ? (data) => validate(data === null ? undefined : data) : validate;
  };
  app.setValidatorCompiler(bodyAware);
}
