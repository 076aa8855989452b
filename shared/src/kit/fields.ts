// The fields alone, with no import of shared/ui: shared/ui re-exports them from here for apps
// built before the kit existed, so the kit may use shared/ui without a circle.
export { Checkbox, CheckboxGroup } from './checkbox-group.tsx';
export { FieldHint } from './field-hint.ts';
export { SelectField } from './select-field.tsx';
export { TextAreaField } from './text-area-field.tsx';
export { Field, FieldError, TextField } from './text-field.tsx';
