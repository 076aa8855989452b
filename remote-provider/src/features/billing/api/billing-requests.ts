import { apiRequest } from 'shared/api-client';
import type { MonthSoFar, OwnerBusinessList, Statement, StatementList } from 'shared/contracts';

/** The caller's businesses, to choose whose statements to show. */
export function listBusinesses(): Promise<OwnerBusinessList> {
  return apiRequest<OwnerBusinessList>('/api/businesses?limit=100');
}

/** Issued statements, newest month first. */
export function listStatements(businessId: string, cursor?: string | null): Promise<StatementList> {
  const query = new URLSearchParams({ limit: '12' });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<StatementList>(
    `/api/billing/businesses/${encodeURIComponent(businessId)}/statements?${query.toString()}`,
  );
}

export function getStatement(statementId: string): Promise<Statement> {
  return apiRequest<Statement>(`/api/billing/statements/${encodeURIComponent(statementId)}`);
}

export function getMonthSoFar(businessId: string): Promise<MonthSoFar> {
  return apiRequest<MonthSoFar>(`/api/billing/businesses/${encodeURIComponent(businessId)}/month-so-far`);
}
