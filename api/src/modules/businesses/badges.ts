/**
 * What a credential shows. A badge appears only while the credential is verified and in date
 * (on its expiry day it still counts); a verified one past its date shows as expired.
 */
import type { CredentialStatus, CredentialType } from './catalogue.ts';

export type CredentialStanding = 'declared' | 'verified' | 'expired' | 'rejected';

export interface CredentialFacts {
  type: CredentialType;
  status: CredentialStatus;
  expiresOn: string;
}

export function standingOf(credential: CredentialFacts, today: string): CredentialStanding {
  if (credential.status === 'verified') return credential.expiresOn >= today ? 'verified' : 'expired';
  return credential.status;
}

export function showsBadge(credential: CredentialFacts, today: string): boolean {
  return standingOf(credential, today) === 'verified';
}
