import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement, StatementLine } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { renderProviderAt as renderProvider } from '../../../routes/__tests__/render-provider-at.tsx';

const SPARKS = { id: '10000000-0000-4000-8000-000000000001', name: 'Bright Sparks Magic' };
const CAKES = { id: '10000000-0000-4000-8000-000000000002', name: 'Cakes by Kate' };
const STATEMENT_ID = '50000000-0000-4000-8000-000000000001';

function line(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    bookingId: '30000000-0000-4000-8000-000000000001',
    kind: 'booking',
    eventDate: '2026-10-10',
    eventType: 'Birthday party',
    postcodeDistrict: 'BS1',
    organizerName: 'Olivia',
    totalPence: 24_000,
    feePence: 2_400,
    vatPence: 480,
    duePence: 21_120,
    ...overrides,
  };
}

const statement: Statement = {
  id: STATEMENT_ID,
  businessId: SPARKS.id,
  businessName: SPARKS.name,
  number: 'ST-202610-000042',
  period: '2026-10',
  feeBasisPoints: 1000,
  vatBasisPoints: 2000,
  totalPence: 25_999,
  feePence: 2_600,
  vatPence: 520,
  duePence: 22_879,
  issuedAt: '2026-11-01T00:05:00.000Z',
  lines: [
    line(),
    line({
      bookingId: '30000000-0000-4000-8000-000000000002',
      eventDate: '2026-10-20',
      totalPence: 1_999,
      feePence: 200,
      vatPence: 40,
      duePence: 1_759,
    }),
  ],
};

function summary(of: Statement) {
  const { lines: _lines, ...rest } = of;
  return rest;
}

function ownerBusiness(business: { id: string; name: string }) {
  return { ...business, slug: 'x', status: 'live', completeness: { complete: true, missing: [] }, photoCount: 1 };
}

function billingServer(onDownload?: (format: string) => void) {
  return fakeHttp((request) => {
    if (request.path === '/api/businesses')
      return { status: 200, body: { items: [ownerBusiness(SPARKS), ownerBusiness(CAKES)], nextCursor: null } };
    if (request.path === `/api/billing/businesses/${SPARKS.id}/month-so-far`)
      return {
        status: 200,
        body: {
          businessId: SPARKS.id,
          businessName: SPARKS.name,
          period: '2026-11',
          feeBasisPoints: 1000,
          vatBasisPoints: 2000,
          totalPence: -24_000,
          feePence: -2_400,
          vatPence: -480,
          duePence: -21_120,
          lines: [
            line({ kind: 'adjustment', totalPence: -24_000, feePence: -2_400, vatPence: -480, duePence: -21_120 }),
          ],
        },
      };
    if (request.path === `/api/billing/businesses/${CAKES.id}/month-so-far`)
      return {
        status: 200,
        body: {
          businessId: CAKES.id,
          businessName: CAKES.name,
          period: '2026-11',
          feeBasisPoints: 1000,
          vatBasisPoints: 2000,
          totalPence: 0,
          feePence: 0,
          vatPence: 0,
          duePence: 0,
          lines: [],
        },
      };
    if (request.path === `/api/billing/businesses/${SPARKS.id}/statements`)
      return { status: 200, body: { items: [summary(statement)], nextCursor: null } };
    if (request.path === `/api/billing/businesses/${CAKES.id}/statements`)
      return { status: 200, body: { items: [], nextCursor: null } };
    if (request.path === `/api/billing/statements/${STATEMENT_ID}`) return { status: 200, body: statement };
    const download = /^\/api\/billing\/statements\/[^/]+\/download\/(csv|pdf)$/.exec(request.path);
    if (download) {
      onDownload?.(download[1]!);
      return {
        status: 200,
        raw: 'Business,Bright Sparks Magic\r\n',
        headers: {
          'content-type': download[1] === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
          'content-disposition': `attachment; filename="ST-202610-000042-Bright-Sparks-Magic.${download[1]}"`,
        },
      };
    }
    return undefined;
  });
}

// The screen is a lazy chunk: on a busy machine its first render can take seconds.
const FIRST_RENDER = { timeout: 15_000 };
jest.setTimeout(40_000);

describe('/billing', () => {
  const createObjectURL = jest.fn(() => 'blob:statement');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    signInAs({ email: 'provider@example.com', view: 'provider' });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => signOutEveryone());
  });

  it('shows the month so far and each issued statement with its lines and totals', async () => {
    billingServer();
    renderProvider('/billing');
    expect(await screen.findByRole('heading', { name: 'November 2026 so far' }, FIRST_RENDER)).toBeInTheDocument();
    const soFar = screen.getByRole('table', { name: 'November 2026 so far' });
    const adjustment = within(soFar).getByRole('row', {
      name: /Adjustment \(reversed\): Birthday party in BS1, Olivia/,
    });
    // Each line opens its booking, where a completed one is refunded.
    expect(within(adjustment).getByRole('link', { name: 'Birthday party in BS1, Olivia' })).toHaveAttribute(
      'href',
      '/quote/30000000-0000-4000-8000-000000000001',
    );
    expect(within(soFar).getAllByText('-£240.00')).toHaveLength(2);

    const item = screen.getByRole('listitem', { name: 'Statement for October 2026' });
    expect(item).toHaveTextContent(
      'Statement ST-202610-000042: due to you £228.79 (bookings £259.99, fee £26.00, VAT £5.20).',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Show statement' }));
    const table = await within(item).findByRole('table', { name: 'Statement ST-202610-000042, October 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Booking', 'Total', 'Fee (10 %)', 'VAT on fee (20 %)', 'Due to you']);
    const totals = within(table).getByRole('row', { name: /^Totals/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£259.99', '£26.00', '£5.20', '£228.79']);
    expect(within(table).getByText('20 October 2026')).toBeInTheDocument();
  });

  it('downloads the statement as CSV and PDF with the caller’s token and the server’s file name', async () => {
    const asked: string[] = [];
    const http = billingServer((format) => asked.push(format));
    renderProvider('/billing');
    const item = await screen.findByRole('listitem', { name: 'Statement for October 2026' }, FIRST_RENDER);
    await userEvent.click(within(item).getByRole('button', { name: 'Download CSV' }));
    expect(await within(item).findByText('Downloaded ST-202610-000042-Bright-Sparks-Magic.csv.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Download PDF' }));
    expect(await within(item).findByText('Downloaded ST-202610-000042-Bright-Sparks-Magic.pdf.')).toBeInTheDocument();

    expect(asked).toEqual(['csv', 'pdf']);
    const downloads = http.calls.filter((call) => call.path.includes('/download/'));
    expect(downloads.map((call) => call.authorization)).toEqual(['Bearer fresh-token', 'Bearer fresh-token']);
    expect(clicked.map((link) => link.download)).toEqual([
      'ST-202610-000042-Bright-Sparks-Magic.csv',
      'ST-202610-000042-Bright-Sparks-Magic.pdf',
    ]);
    const blobs = createObjectURL.mock.calls.map((call) => (call as unknown as [Blob])[0]);
    expect(blobs.map((blob) => blob.type)).toEqual(['text/csv; charset=utf-8', 'application/pdf']);
    expect(blobs[0]!.size).toBe('Business,Bright Sparks Magic\r\n'.length);
  });

  it('switches business, and says when there is nothing yet', async () => {
    billingServer();
    renderProvider('/billing');
    await screen.findByRole('listitem', { name: 'Statement for October 2026' }, FIRST_RENDER);
    await userEvent.selectOptions(screen.getByLabelText('Business'), CAKES.name);
    expect(await screen.findByText('No completed bookings to bill yet.')).toBeInTheDocument();
    expect(screen.getByText(/No statements yet/)).toBeInTheDocument();
  });
});
