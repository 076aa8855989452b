import { Link } from 'react-router-dom';
import { Page } from 'shared/ui';

/** The site's not-found page, word for word as the host shows it for an unknown path. */
export function BusinessNotFound() {
  return (
    <Page title="Page Not Found">
      <p>We could not find that page. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
      <p>
        <Link to="/directory">Browse our providers</Link>
      </p>
    </Page>
  );
}
