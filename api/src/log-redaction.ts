/** Logs must never hold credentials or email addresses; URLs are scrubbed before they are logged. */
import type { FastifyRequest } from 'fastify'

const REDACTED = '[redacted]'
const SECRET_QUERY_KEYS = new Set(['token', 'email', 'useremail'])

/** Replaces path segments that hold an email and secret query values. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const safePath = path
    .split('/')
    .map((segment) => (/@|%40/i.test(segment) ? REDACTED : segment))
    .join('/')
  if (queryStart === -1) return safePath
  const params = new URLSearchParams(url.slice(queryStart + 1))
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase()) || /@|%40/i.test(params.get(key) ?? '')) params.set(key, REDACTED)
  }
  return `${safePath}?${params.toString()}`
}

export const loggerRedaction = {
  redact: {
    paths: ['req.headers.authorization', 'req.headers["x-service-token"]', 'req.headers.cookie'],
    censor: REDACTED
  },
  serializers: {
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip
      }
    }
  }
}
