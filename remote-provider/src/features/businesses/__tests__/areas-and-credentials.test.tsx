import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { BusinessEditor } from '../components/business-editor.tsx';
import { BUSINESS_ID, ownerBusiness } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

function EditorAtPath() {
  const { id = '', form } = useParams();
  return <BusinessEditor id={id} form={form} />;
}

const renderStep = (form: string) =>
  renderRoutes([{ path: 'business/:id/:form', element: <EditorAtPath /> }], `/business/${BUSINESS_ID}/${form}`);

describe("the editor's areas and credentials", () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => signOutEveryone());

  it('adds postcode districts and areas, refusing what is not one, and saves the list', async () => {
    const http = fakeHttp((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: ownerBusiness({ areasCovered: ['BS', 'BS1', 'SW11'], updatedAt: '2026-01-02T00:00:00.000Z' }),
          }
        : { status: 200, body: ownerBusiness() },
    );
    renderStep('areas');
    const entry = await screen.findByLabelText('Postcode district or area');

    await userEvent.type(entry, 'Q9Z 1');
    expect(entry).toHaveAccessibleDescription(
      '"Q9Z 1" is not a UK postcode district (such as SW11) or area (such as BS).',
    );
    await userEvent.clear(entry);
    await userEvent.type(entry, 'sw11 1aa{Enter}');
    await userEvent.type(entry, 'BS');
    await userEvent.click(screen.getByRole('button', { name: 'Add area' }));
    await userEvent.type(entry, 'bs1{Enter}');
    expect(entry).toHaveAccessibleDescription('BS1 is already in your list.');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.calls.find((call) => call.method === 'PUT')?.body).toEqual({ areasCovered: ['BS1', 'SW11', 'BS'] }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it("shows the server's refusal of an area under the field", async () => {
    fakeHttp((request) =>
      request.method === 'PUT'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'areasCovered/1: "ZZ9" is not a UK postcode district (such as SW11) or area (such as BS).',
            },
          }
        : { status: 200, body: ownerBusiness() },
    );
    renderStep('areas');
    await userEvent.type(await screen.findByLabelText('Postcode district or area'), 'ZZ9{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'areasCovered/1: "ZZ9" is not a UK postcode district (such as SW11) or area (such as BS).',
      ),
    ).toBeInTheDocument();
  });

  it('shows each credential as what it is: declared, verified, expired or rejected', async () => {
    const base = { reference: 'R1', expiresOn: '2027-01-31', rejectionReason: null, badge: false };
    fakeHttp(() => ({
      status: 200,
      body: ownerBusiness({
        credentials: [
          { ...base, id: 'c1', type: 'Enhanced DBS', status: 'declared', standing: 'declared' },
          {
            ...base,
            id: 'c2',
            type: 'Public Liability Insurance',
            status: 'verified',
            standing: 'verified',
            badge: true,
          },
          { ...base, id: 'c3', type: 'Basic DBS', status: 'verified', standing: 'expired' },
          {
            ...base,
            id: 'c4',
            type: 'Food Hygiene Rating',
            status: 'rejected',
            standing: 'rejected',
            rejectionReason: 'The certificate number does not match.',
          },
        ],
      }),
    }));
    renderStep('credentials');
    const list = await screen.findByRole('list', { name: 'Your credentials' });
    const text = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(text[0]).toContain('Enhanced DBS (R1), expires 31 January 2027: Declared, awaiting our checks');
    expect(text[1]).toContain('Verified (shown as a badge on your page)');
    expect(text[2]).toContain('Basic DBS (R1), expires 31 January 2027: Expired');
    expect(text[3]).toContain('Rejected: The certificate number does not match.');
  });

  it('declares a credential, checking the reference as you type', async () => {
    const http = fakeHttp((request) => ({ status: request.method === 'POST' ? 201 : 200, body: ownerBusiness() }));
    renderStep('credentials');
    await userEvent.selectOptions(await screen.findByLabelText('Type'), 'Enhanced DBS');
    const reference = screen.getByLabelText('Reference (policy or certificate number)');
    await userEvent.click(reference);
    await userEvent.paste('x'.repeat(101));
    expect(reference).toHaveAccessibleDescription('Reference must be at most 100 characters (now 101).');
    await userEvent.clear(reference);
    await userEvent.type(reference, 'DBS-001');
    await userEvent.type(screen.getByLabelText('Expires on'), '2027-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(http.calls.find((call) => call.method === 'POST')?.body).toEqual({
        type: 'Enhanced DBS',
        reference: 'DBS-001',
        expiresOn: '2027-05-01',
      }),
    );
  });
});
