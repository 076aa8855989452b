/**
 * Refuses query parameters a route does not take. A schema alone would not: the validator drops
 * unknown properties silently, so a client using a parameter that does not exist would never learn.
 */
import type { FastifyRequest } from 'fastify';
import { InvalidInputError } from '../../../modules/errors.ts';

export function onlyQueryParameters(allowed: readonly string[], hint: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(query).find((name) => !allowed.includes(name));
    if (unknown !== undefined) throw new InvalidInputError(`Unknown query parameter "${unknown}": ${hint}`);
  };
}
