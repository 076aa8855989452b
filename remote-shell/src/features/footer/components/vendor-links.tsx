import { Link } from 'react-router-dom';
import { useAppStore } from 'shared/store';

/** For businesses: both links put the visitor in the provider view. */
export function VendorLinks() {
  const view = useAppStore((state) => state.selectedView);
  const setView = useAppStore((state) => state.setView);

  // Already a provider: "/" is their landing page already, so take them to its top.
  const whyChooseUs = () => (view === 'provider' ? window.scrollTo(0, 0) : setView('provider'));

  return (
    <ul>
      <li>
        <Link to="/register" onClick={() => setView('provider')}>
          Register a Business
        </Link>
      </li>
      <li>
        <Link to="/" onClick={whyChooseUs}>
          Why Choose Us?
        </Link>
      </li>
    </ul>
  );
}
