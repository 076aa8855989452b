import { useParams } from 'react-router-dom';
import { BusinessEditor } from '../features/businesses/components/business-editor.tsx';
import { SignedInOnly } from '../features/businesses/components/signed-in-only.tsx';

export function BusinessFormScreen() {
  const { id = '', form } = useParams();
  return (
    <SignedInOnly title="Edit Business">
      <BusinessEditor id={id} form={form} />
    </SignedInOnly>
  );
}
