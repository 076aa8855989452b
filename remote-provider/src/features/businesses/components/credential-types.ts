import type { CredentialType } from 'shared/contracts';

/** The credentials a business may declare (marketplace.md section 3), in the spec's order. */
export const CREDENTIAL_TYPES = [
  'Public Liability Insurance',
  'Enhanced DBS',
  'Basic DBS',
  'PIPA inflatable inspection',
  'Food Hygiene Rating',
  'Paediatric First Aid',
] as const satisfies readonly CredentialType[];

type Missing = Exclude<CredentialType, (typeof CREDENTIAL_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
