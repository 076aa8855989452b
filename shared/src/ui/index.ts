export { FullScreenSpinner, InlineSpinner } from './spinner.tsx';
export { SlotFallback } from './slot-fallback.tsx';
export { Page } from './page.tsx';
export { FieldError, TextField } from './text-field.tsx';
export { FormError, FormSuccess } from './form-message.tsx';
export { Form, PrimaryButton, SecondaryButton } from './form-styles.ts';
export { useAsyncAction, type ActionState } from './use-async-action.ts';
