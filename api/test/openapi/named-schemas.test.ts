import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import { named, namedSchemas } from '../../src/schemas/named.ts';

describe('named schemas', () => {
  test('a named schema is registered under its name and used through a reference', () => {
    const reference = named('NamedSchemaProbe', Type.Object({ id: Type.String() }));
    assert.deepEqual(JSON.parse(JSON.stringify(reference)), { $ref: 'NamedSchemaProbe' });
    const registered = namedSchemas().find((schema) => schema.$id === 'NamedSchemaProbe');
    assert.deepEqual(registered?.required, ['id']);
  });

  test('a name used twice is refused, naming it', () => {
    named('TwiceNamedProbe', Type.String());
    assert.throws(() => named('TwiceNamedProbe', Type.Number()), {
      message: 'Two schemas are named "TwiceNamedProbe": a name is used once in the whole API.',
    });
  });

  test('a name that would not make a TypeScript type name is refused', () => {
    for (const name of ['notification', 'Business-Card', 'Photo List', '']) {
      assert.throws(() => named(name, Type.String()), {
        message: `Schema name "${name}" must be PascalCase letters and digits.`,
      });
    }
  });
});
