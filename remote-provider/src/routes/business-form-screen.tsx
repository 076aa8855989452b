import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { SignedInOnly } from 'shared/kit';
import { SIGN_IN_WORDS } from './sign-in-words.ts';

const BusinessEditor = lazy(async () => ({
  default: (await import('../features/businesses/components/business-editor.tsx')).BusinessEditor,
}));

export function BusinessFormScreen() {
  const { id = '', form } = useParams();
  return (
    <SignedInOnly title="Edit Business" {...SIGN_IN_WORDS}>
      <BusinessEditor id={id} form={form} />
    </SignedInOnly>
  );
}
