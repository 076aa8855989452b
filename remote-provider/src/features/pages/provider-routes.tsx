import { Route, Routes } from 'react-router-dom';
import { PROVIDER_PATHS } from 'shared/contracts';
import { AgendaPage } from './agenda-page.tsx';
import { BillingPage } from './billing-page.tsx';
import { BusinessEventsPage } from './business-events-page.tsx';
import { BusinessFormPage } from './business-form-page.tsx';
import { FindEventsPage } from './find-events-page.tsx';
import { MyBusinessesPage } from './my-businesses-page.tsx';
import { QuotePage } from './quote-page.tsx';
import { QuotesPage } from './quotes-page.tsx';
import { VendorsHomePage } from './vendors-home-page.tsx';

/** The provider's screens. Other paths render nothing: the host is about to unmount us. */
export function ProviderRoutes() {
  return (
    <Routes>
      <Route path={PROVIDER_PATHS.vendorsHome} element={<VendorsHomePage />} />
      <Route path={PROVIDER_PATHS.myBusinesses} element={<MyBusinessesPage />} />
      <Route path={PROVIDER_PATHS.businessForm} element={<BusinessFormPage />} />
      <Route path={PROVIDER_PATHS.quotes} element={<QuotesPage />} />
      <Route path={PROVIDER_PATHS.quote} element={<QuotePage />} />
      <Route path={PROVIDER_PATHS.agenda} element={<AgendaPage />} />
      <Route path={PROVIDER_PATHS.findEvents} element={<FindEventsPage />} />
      <Route path={PROVIDER_PATHS.businessEvents} element={<BusinessEventsPage />} />
      <Route path={PROVIDER_PATHS.billing} element={<BillingPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
