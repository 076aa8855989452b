import type { BusinessCompleteness } from 'shared/contracts';

/** The editor's steps, one per `/business/{id}/{form}`. */
export const EDITOR_STEPS = [
  { form: 'details', label: 'Details' },
  { form: 'packages', label: 'Packages' },
  { form: 'photos', label: 'Photos' },
  { form: 'areas', label: 'Areas' },
  { form: 'credentials', label: 'Credentials' },
  { form: 'availability', label: 'Availability' },
] as const;

export type EditorStep = (typeof EDITOR_STEPS)[number]['form'];

export function isEditorStep(form: string | undefined): form is EditorStep {
  return EDITOR_STEPS.some((step) => step.form === form);
}

/** Whether a step counts towards publishing and is done. */
export function stepDone(form: EditorStep, completeness: BusinessCompleteness | null): boolean | null {
  if (!completeness || !(form in completeness)) return null;
  return completeness[form as keyof BusinessCompleteness] === true;
}
