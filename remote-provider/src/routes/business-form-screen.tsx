import { useParams } from 'react-router-dom';
import { lazyNamed } from 'shared/ui';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

const BusinessEditor = lazyNamed(
  () => import('../features/businesses/components/business-editor.tsx'),
  'BusinessEditor',
);

export function BusinessFormScreen() {
  const { id = '', form } = useParams();
  return (
    <SignedInOnly title="Edit Business">
      <BusinessEditor id={id} form={form} />
    </SignedInOnly>
  );
}
