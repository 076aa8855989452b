/**
 * Credential review by an admin: a declared credential becomes verified or rejected (with a
 * reason), once. The row is locked for the decision, so two admins deciding at once get one
 * answer and a 409.
 */
import type { Database } from '../../db/database.ts';
import type { CredentialRow } from '../../db/schema.ts';
import { InvalidInputError } from '../errors.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { ownerCredentialView } from './business-views.ts';
import { createBusinessesRepository, type CredentialForReview } from './businesses-repository.ts';
import { londonToday } from '../common/index.ts';

export interface ReviewOptions {
  now?: () => Date;
}

export function createCredentialReview(db: Database, { now = () => new Date() }: ReviewOptions = {}) {
  const repository = createBusinessesRepository(db);

  const view = ({ credential, businessId, businessName, ownerEmail }: CredentialForReview) => ({
    ...ownerCredentialView(credential, londonToday(now())),
    business: { id: businessId, name: businessName, ownerEmail },
    declaredAt: credential.createdAt.toISOString(),
    reviewedAt: credential.reviewedAt?.toISOString() ?? null,
  });

  async function decide(id: string, decision: Pick<CredentialRow, 'status' | 'rejectionReason' | 'reviewedBy'>) {
    return repository.transaction(async (q) => {
      const credential = await q.lockCredential(id);
      if (!credential) throw new NotFoundError('Credential not found.');
      if (credential.status !== 'declared')
        throw new ConflictError(`This credential has already been ${credential.status}.`);
      await q.reviewCredential(id, decision);
      const [reviewed] = (await q.credentialsForReview(decision.status, 1, undefined, id)) ?? [];
      if (!reviewed) throw new Error('reviewed credential vanished inside its transaction');
      return view(reviewed);
    });
  }

  return {
    async list({
      status,
      limit,
      cursor,
    }: {
      status: CredentialRow['status'];
      limit: number;
      cursor?: string | undefined;
    }) {
      if (cursor !== undefined && !/^[0-9a-f-]{36}$/i.test(cursor))
        throw new InvalidInputError('cursor is not one this list gave out.');
      const rows = await repository.read.credentialsForReview(status, limit + 1, cursor);
      if (!rows) throw new InvalidInputError('cursor is not a known credential; start again from the first page.');
      const page = rows.slice(0, limit);
      return { items: page.map(view), nextCursor: rows.length > limit ? (page.at(-1)?.credential.id ?? null) : null };
    },

    verify(id: string, adminUid: string) {
      return decide(id, { status: 'verified', rejectionReason: null, reviewedBy: adminUid });
    },

    reject(id: string, adminUid: string, reason: string) {
      const text = reason.trim();
      if (text.length < 1 || text.length > 500) throw new InvalidInputError('reason must be 1 to 500 characters.');
      return decide(id, { status: 'rejected', rejectionReason: text, reviewedBy: adminUid });
    },
  };
}

export type CredentialReview = ReturnType<typeof createCredentialReview>;
