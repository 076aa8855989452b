import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function BusinessFormScreen() {
  const { id, form } = useParams();
  return (
    <Page title="Edit Business">
      <p>
        Update the {form} details of business {id}.
      </p>
    </Page>
  );
}
