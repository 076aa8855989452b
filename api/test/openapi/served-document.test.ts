import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { OpenAPI3, OperationObject, ParameterObject, PathItemObject, ResponseObject } from 'openapi-typescript';
import { buildServer } from '../../src/build-server.ts';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { backends } from '../support/backends.ts';
import { ensureEmulator } from '../support/emulator.ts';
import { testConfig } from '../support/test-app.ts';

function operation(document: OpenAPI3, path: string, method: 'get' | 'put' | 'post' | 'delete'): OperationObject {
  const found = (document.paths?.[path] as PathItemObject | undefined)?.[method];
  assert.ok(found, `the document describes ${method.toUpperCase()} ${path}`);
  return found as OperationObject;
}

function jsonSchemaOf(response: unknown): unknown {
  return (response as ResponseObject).content?.['application/json']?.schema;
}

for (const backend of await backends()) {
  describe(`the OpenAPI document over HTTP (${backend.name})`, { skip: backend.skip }, () => {
    const env = backend.env();
    let database: Database;
    const apps: FastifyInstance[] = [];

    async function appFor(nodeEnv: string): Promise<FastifyInstance> {
      const app = buildServer({ ...testConfig(env), nodeEnv }, { database });
      apps.push(app);
      await app.ready();
      return app;
    }

    before(async () => {
      await ensureEmulator();
      database = await openDatabase(testConfig(env).database);
    });

    after(async () => {
      for (const app of apps) await app.close();
      await database?.close();
      await backend.cleanup(env);
    });

    test('development and test serve it at GET /api/openapi.json, as OpenAPI 3.1 with the shared shapes named', async () => {
      for (const nodeEnv of ['test', 'development']) {
        const response = await (await appFor(nodeEnv)).inject({ method: 'GET', url: '/api/openapi.json' });
        assert.equal(response.statusCode, 200, nodeEnv);
        assert.match(String(response.headers['content-type']), /^application\/json/);
        const document = response.json<OpenAPI3>();
        assert.equal(document.openapi, '3.1.0');
        const names = Object.keys(document.components?.schemas ?? {});
        for (const name of ['Notification', 'NotificationList', 'NotificationSummary', 'Error', 'MarkReadBody']) {
          assert.ok(names.includes(name), `components.schemas.${name} (has ${names.join(', ')})`);
        }
        assert.equal(document.paths?.['/api/openapi.json'], undefined, 'the document leaves itself out');
      }
    });

    test('it describes the notification routes as issue 12 left them', async () => {
      const document = (
        await (await appFor('test')).inject({ method: 'GET', url: '/api/openapi.json' })
      ).json<OpenAPI3>();

      const list = operation(document, '/api/notification/{userEmail}/User', 'get');
      const parameters = (list.parameters ?? []) as ParameterObject[];
      assert.deepEqual(parameters.map(({ in: where, name, required }) => [where, name, required]).sort(), [
        ['path', 'userEmail', true],
        ['query', 'before', false],
        ['query', 'limit', false],
      ]);
      assert.deepEqual(jsonSchemaOf(list.responses?.['200']), { $ref: '#/components/schemas/NotificationList' });
      assert.deepEqual(jsonSchemaOf(list.responses?.['403']), { $ref: '#/components/schemas/Error' });
      assert.deepEqual(list.security, [{ firebaseIdToken: [] }]);

      const summary = operation(document, '/api/notification/{userEmail}/User/summary', 'get');
      assert.deepEqual(jsonSchemaOf(summary.responses?.['200']), { $ref: '#/components/schemas/NotificationSummary' });

      const stream = operation(document, '/api/notification/stream', 'get');
      const opened = stream.responses?.['200'] as ResponseObject;
      assert.deepEqual(Object.keys(opened.content ?? {}), ['text/event-stream']);
      assert.match(opened.description ?? '', /event: ready/);
      assert.deepEqual(jsonSchemaOf(stream.responses?.['429']), { $ref: '#/components/schemas/Error' });

      const markRead = operation(document, '/api/notification/{notificationId}/read', 'put');
      const body = markRead.requestBody as { content: Record<string, { schema: unknown }> };
      assert.deepEqual(body.content['application/json']?.schema, { $ref: '#/components/schemas/MarkReadBody' });

      const create = operation(document, '/api/internal/notifications', 'post');
      assert.deepEqual(create.security, [{ serviceToken: [] }]);
    });

    test('production rules answer 404 for it, as for any path that does not exist', async () => {
      const response = await (await appFor('production')).inject({ method: 'GET', url: '/api/openapi.json' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: 'There is nothing at GET on this path.',
      });
    });
  });
}
