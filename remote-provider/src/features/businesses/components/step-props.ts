import type { OwnerBusiness } from 'shared/contracts';

/** What the editor hands each step. */
export type StepProps = {
  business: OwnerBusiness;
  /** A command answered with the business as it now is. */
  onSaved: (business: OwnerBusiness) => void;
  /** Whether the step holds changes not yet saved (the editor guards navigation with it). */
  onDirty: (dirty: boolean) => void;
};
