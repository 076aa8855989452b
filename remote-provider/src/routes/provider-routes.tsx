import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { PROVIDER_PATHS } from 'shared/contracts';
import { AgendaScreen } from './agenda-screen.tsx';
import { BillingScreen } from './billing-screen.tsx';
import { BusinessEventsScreen } from './business-events-screen.tsx';
import { BusinessFormScreen } from './business-form-screen.tsx';
import { FindEventsScreen } from './find-events-screen.tsx';
import { MyBusinessesScreen } from './my-businesses-screen.tsx';
import { QuoteScreen } from './quote-screen.tsx';
import { QuotesScreen } from './quotes-screen.tsx';
import { VendorsHomeScreen } from './vendors-home-screen.tsx';

/** The provider's screens. Other paths render nothing: the host is about to unmount us. */
export const providerRoutes: RouteObject[] = [
  { path: PROVIDER_PATHS.vendorsHome, element: <VendorsHomeScreen /> },
  { path: PROVIDER_PATHS.myBusinesses, element: <MyBusinessesScreen /> },
  { path: PROVIDER_PATHS.businessForm, element: <BusinessFormScreen /> },
  { path: PROVIDER_PATHS.quotes, element: <QuotesScreen /> },
  { path: PROVIDER_PATHS.quote, element: <QuoteScreen /> },
  { path: PROVIDER_PATHS.agenda, element: <AgendaScreen /> },
  { path: PROVIDER_PATHS.findEvents, element: <FindEventsScreen /> },
  { path: PROVIDER_PATHS.businessEvents, element: <BusinessEventsScreen /> },
  { path: PROVIDER_PATHS.billing, element: <BillingScreen /> },
  { path: '*', element: null },
];

/**
 * The provider's pages under a data router, which the business editor's unsaved-changes guard
 * (`useBlocker`) needs; it follows the address bar like the host's router does.
 */
export function ProviderRouter() {
  const [router] = useState(() => createBrowserRouter(providerRoutes));
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
