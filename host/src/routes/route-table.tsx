import type { RouteObject } from 'react-router-dom';
import {
  COMPANY_NAME,
  DEFAULT_DESCRIPTION,
  NOTIFICATION_PATHS,
  ORGANIZER_PATHS,
  PROVIDER_PATHS,
  SITE_NAME,
} from 'shared/contracts';
import { RemotePages } from '../layout/remote-pages.tsx';
import { RootLayout } from '../layout/root-layout.tsx';
import { lazyPage } from './lazy-page.tsx';

/** The home page tells search engines who runs the site. */
const homeMeta = {
  meta: {
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      description: DEFAULT_DESCRIPTION,
      publisher: { '@type': 'Organization', name: COMPANY_NAME },
    },
  },
};

const paths = (group: Record<string, string>): RouteObject[] =>
  Object.values(group).map((path) => ({ path, element: null }));

/** Every route of the site, and which package renders it (spec section 2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...lazyPage(() => import('../pages/home/index.tsx'), homeMeta) },
      { path: 'howitworks', ...lazyPage(() => import('../pages/how-it-works.tsx')) },
      { path: 'faq', ...lazyPage(() => import('../pages/faq.tsx')) },
      { path: 'about', ...lazyPage(() => import('../pages/about.tsx')) },
      { path: 'terms', ...lazyPage(() => import('../pages/terms.tsx')) },
      { path: 'privacy', ...lazyPage(() => import('../pages/privacy.tsx')) },
      { path: 'contact', ...lazyPage(() => import('../pages/contact.tsx')) },
      { path: 'gallery', ...lazyPage(() => import('../pages/gallery.tsx')) },
      { path: 'gallery/:galleryId', ...lazyPage(() => import('../pages/gallery-album.tsx')) },
      { path: 'design', ...lazyPage(() => import('../pages/design.tsx')) },
      { path: 'ourevents', ...lazyPage(() => import('../pages/our-events.tsx')) },
      { path: 'results', ...lazyPage(() => import('../pages/results.tsx')) },
      { path: 'login', ...lazyPage(() => import('../pages/login.tsx')) },
      { path: 'register', ...lazyPage(() => import('../pages/register.tsx')) },
      { path: 'forgot-password', ...lazyPage(() => import('../pages/forgot-password.tsx')) },
      {
        element: <RemotePages id="remote_organizer/Pages" label="Organizer pages" />,
        children: paths(ORGANIZER_PATHS),
      },
      {
        element: <RemotePages id="remote_provider/Pages" label="Provider pages" />,
        children: paths(PROVIDER_PATHS),
      },
      {
        element: <RemotePages id="remote_notifications/Pages" label="Notifications page" />,
        children: paths(NOTIFICATION_PATHS),
      },
      { path: '*', ...lazyPage(() => import('../pages/not-found.tsx')) },
    ],
  },
];
