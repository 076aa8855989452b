import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const BusinessEditor = lazy(async () => ({
  default: (await import('../features/businesses/components/business-editor.tsx')).BusinessEditor,
}));

export function BusinessFormScreen() {
  const { id = '', form } = useParams();
  return (
    <SignedInOnly title="Edit Business">
      <BusinessEditor id={id} form={form} />
    </SignedInOnly>
  );
}
