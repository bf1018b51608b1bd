import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRODUCT_NAME } from '@cashloop/shared';
import { webhookEventDataSchemas } from '@cashloop/shared/contracts/webhook-events';

/** Each webhook event type's `data`, from the contract's one schema per type (decision 0043). */
const webhookEventComponents = Object.fromEntries(
  Object.entries(webhookEventDataSchemas).map(([type, schema]) => [`WebhookEvent_${type}`, z.toJSONSchema(schema, { target: 'openapi-3.0' })]),
);

/** OpenAPI generated from the registered contract routes, with a docs UI at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} publisher API (mock)`,
        description:
          'Live API under /private/api/client, sandbox under /sandbox/private/api/client. ' +
          'Sign in with auth/login → auth/create-mfa-connection or auth/verify-mfa, then send the idToken as a Bearer token.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // Messages are {type, timestamp, test?, data}: `data` is the schema named after the type; `test: true` marks a test event.
        schemas: webhookEventComponents as Record<string, object>,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}
