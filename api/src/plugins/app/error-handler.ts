/**
 * Every error leaves as JSON `{statusCode, error, message}`. The site shows `message` to the
 * user word for word, so it is written for people. 5xx details go to the logs through the `err`
 * serializer (log-redaction.ts), which keeps a database error's codes and drops its values.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/database.ts';
import { scrubText } from '../../log-redaction.ts';

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

const MESSAGES_BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Only application/json request bodies are accepted.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_HANDLER_TIMEOUT: 'The request took too long. Please try again.',
};

function payload(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** Names an unknown property outright, so a caller's typo is not mistaken for a missing field. */
function validationMessage(error: FastifyError): string {
  const [first] = error.validation as FastifySchemaValidationError[];
  const unknown = first?.keyword === 'additionalProperties' ? first.params.additionalProperty : undefined;
  if (typeof unknown === 'string') {
    return `Invalid request: ${error.validationContext ?? 'request'}${first?.instancePath ?? ''} has an unknown property "${unknown}".`;
  }
  return `Invalid request: ${error.message}.`;
}

export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).send(payload(503, UNAVAILABLE_MESSAGE));
      }
      if (error.validation) {
        return reply.code(400).send(payload(400, validationMessage(error)));
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.code(400).send(payload(400, 'The request body is not valid JSON.'));
      }
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        const message =
          MESSAGES_BY_CODE[error.code] ??
          (statusCode === 503 ? error.message || UNAVAILABLE_MESSAGE : 'Something went wrong on our side.');
        return reply.code(statusCode).send(payload(statusCode, message));
      }
      request.log.info({ statusCode, code: error.code, reason: scrubText(error.message) }, 'request rejected');
      return reply.code(statusCode).send(payload(statusCode, MESSAGES_BY_CODE[error.code] ?? error.message));
    });

    fastify.setNotFoundHandler((request, reply) => {
      reply.code(404).send(payload(404, `There is nothing at ${request.method} on this path.`));
    });
  },
  { name: 'error-handler' },
);
