import { renderInApp, setViewportWidth, signInAs } from 'shared/testing';
import { Bell } from '../components/bell.tsx';

/** Signs `email` in (verified unless told otherwise) and renders the bell as its parcel does. */
export function renderBell({ email = 'parent@example.com', emailVerified = true, width = 1280 } = {}) {
  setViewportWidth(width);
  signInAs({ email, emailVerified });
  return renderInApp(<Bell />, { at: '/account' });
}
