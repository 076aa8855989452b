/** The caller of an authenticated route, as every module takes it. */
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../common/index.ts';

/** The caller: the token's uid and verified email, never the path or body. */
export function callerOf(request: FastifyRequest): Caller {
  const user = request.user!;
  return { uid: user.uid, email: user.email };
}
