import { Link } from 'react-router-dom';
import { Page } from 'shared/ui';

/** The site's not-found page, for a business that is missing or someone else's. */
export function NotFound() {
  return (
    <Page title="Page Not Found">
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
