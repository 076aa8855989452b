import { useParams } from 'react-router-dom';
import { Page } from 'shared/ui';

export function BusinessScreen() {
  const { businessName } = useParams();
  return (
    <Page title={businessName ?? 'Business'}>
      <p>What {businessName} offers, where they work and what families say about them.</p>
    </Page>
  );
}
