import { act, screen, within } from '@testing-library/react';
import { appStore } from 'shared/store';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { VendorsHome } from '../components/vendors-home.tsx';
import { BUSINESS_ID, ownerBusiness, summaryOf } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

const renderHome = () => renderRoutes([{ path: 'vendorshome', element: <VendorsHome /> }], '/vendorshome');

describe('vendors home', () => {
  afterEach(() => {
    act(() => signOutEveryone());
    jest.useRealTimers();
  });

  it('tells a visitor why to list, and sends them to sign in before the editor', () => {
    signOutEveryone();
    renderHome();
    expect(screen.getByRole('link', { name: 'List your business' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/business/new/details')}`,
    );
  });

  it('waits for the identity provider before choosing between the pitch and the dashboard', () => {
    appStore.setState({ authReady: false, user: null, token: null });
    renderHome();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'List your business' })).not.toBeInTheDocument();
  });

  it('sends a signed-in provider with no business straight to the editor', async () => {
    signInAs({ email: 'new@example.com', view: 'provider' });
    fakeHttp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderHome();
    expect(await screen.findByRole('link', { name: 'List your business' })).toHaveAttribute(
      'href',
      '/business/new/details',
    );
  });

  it('shows a provider their businesses and the credentials expired or expiring within 30 days', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-01T12:00:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask'],
    });
    signInAs({ email: 'provider@example.com', view: 'provider' });
    const credential = (
      id: string,
      type: 'Enhanced DBS' | 'Basic DBS' | 'Public Liability Insurance',
      expiresOn: string,
    ) => ({
      id,
      type,
      reference: `REF-${id}`,
      expiresOn,
      status: 'verified' as const,
      standing: expiresOn < '2026-03-01' ? ('expired' as const) : ('verified' as const),
      badge: expiresOn >= '2026-03-01',
      rejectionReason: null,
    });
    const business = ownerBusiness({
      status: 'live',
      credentials: [
        credential('c1', 'Public Liability Insurance', '2026-03-25'),
        credential('c2', 'Enhanced DBS', '2026-02-10'),
        credential('c3', 'Basic DBS', '2026-04-15'),
      ],
    });
    fakeHttp((request) =>
      request.path === '/api/businesses'
        ? { status: 200, body: { items: [summaryOf(business)], nextCursor: null } }
        : request.path === `/api/businesses/${BUSINESS_ID}`
          ? { status: 200, body: business }
          : undefined,
    );
    renderHome();

    const card = await screen.findByRole('listitem', { name: 'Bright Sparks Magic' });
    expect(within(card).getByText('Status: Live')).toBeInTheDocument();
    const renewals = await screen.findByRole('list', { name: 'Credentials to renew' });
    expect(
      within(renewals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Enhanced DBS (Expired) expired on 10 February 2026.'),
      expect.stringContaining('Public Liability Insurance (Verified) expires on 25 March 2026.'),
    ]);
  });
});
