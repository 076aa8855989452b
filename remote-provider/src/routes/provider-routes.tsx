import { Route, Routes } from 'react-router-dom';
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
export function ProviderRoutes() {
  return (
    <Routes>
      <Route path={PROVIDER_PATHS.vendorsHome} element={<VendorsHomeScreen />} />
      <Route path={PROVIDER_PATHS.myBusinesses} element={<MyBusinessesScreen />} />
      <Route path={PROVIDER_PATHS.businessForm} element={<BusinessFormScreen />} />
      <Route path={PROVIDER_PATHS.quotes} element={<QuotesScreen />} />
      <Route path={PROVIDER_PATHS.quote} element={<QuoteScreen />} />
      <Route path={PROVIDER_PATHS.agenda} element={<AgendaScreen />} />
      <Route path={PROVIDER_PATHS.findEvents} element={<FindEventsScreen />} />
      <Route path={PROVIDER_PATHS.businessEvents} element={<BusinessEventsScreen />} />
      <Route path={PROVIDER_PATHS.billing} element={<BillingScreen />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
