import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import type { OwnerBusiness } from 'shared/contracts';
import { fakeHttp, signInAs, signOutEveryone } from 'shared/testing';
import { BusinessEditor } from '../components/business-editor.tsx';
import { BUSINESS_ID, ownerBusiness } from './owner-business.ts';
import { renderRoutes } from './render-routes.tsx';

function EditorAtPath() {
  const { id = '', form } = useParams();
  return <BusinessEditor id={id} form={form} />;
}

const renderEditor = (at: string) => renderRoutes([{ path: 'business/:id/:form', element: <EditorAtPath /> }], at);

const INCOMPLETE = {
  details: true,
  packages: false,
  photos: false,
  areas: true,
  complete: false,
  missing: ['at least one package', 'at least one photo'],
};

function serve(business: OwnerBusiness) {
  let current = business;
  return fakeHttp((request) => {
    if (request.path === `/api/businesses/${BUSINESS_ID}` && request.method === 'GET')
      return { status: 200, body: current };
    if (request.path === `/api/businesses/${BUSINESS_ID}` && request.method === 'PATCH') {
      current = { ...current, ...(request.body as object), updatedAt: new Date().toISOString() };
      return { status: 200, body: current };
    }
    if (request.path === `/api/businesses/${BUSINESS_ID}/publish`) {
      current = { ...current, status: 'live' };
      return { status: 200, body: current };
    }
    if (request.path === `/api/businesses/${BUSINESS_ID}/pause`) {
      current = { ...current, status: 'paused' };
      return { status: 200, body: current };
    }
    return undefined;
  });
}

describe("a business's editor", () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => signOutEveryone());

  it('keeps Publish disabled, naming what is missing, until the business is complete', async () => {
    serve(ownerBusiness({ completeness: INCOMPLETE }));
    renderEditor(`/business/${BUSINESS_ID}/details`);

    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('To publish, add at least one package and at least one photo.');
    expect(screen.getByRole('link', { name: 'Packages (to do)' })).toBeInTheDocument();
  });

  it('publishes a complete business, then offers Pause', async () => {
    serve(ownerBusiness());
    renderEditor(`/business/${BUSINESS_ID}/details`);

    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Status: Live')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Status: Paused')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it("shows the not-found page for someone else's business (the API's 404)", async () => {
    fakeHttp(() => ({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'There is no such business.' },
    }));
    renderEditor(`/business/${BUSINESS_ID}/details`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('shows the not-found page for a step that does not exist', async () => {
    serve(ownerBusiness());
    renderEditor(`/business/${BUSINESS_ID}/services`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks before leaving a step with unsaved changes, and stays or leaves as told', async () => {
    serve(ownerBusiness());
    renderEditor(`/business/${BUSINESS_ID}/details`);
    const name = await screen.findByLabelText('Business name');
    await userEvent.type(name, ' and Friends');

    await userEvent.click(screen.getByRole('link', { name: 'Packages (done)' }));
    const dialog = screen.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByText(`Now at /business/${BUSINESS_ID}/details`)).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Bright Sparks Magic and Friends');

    await userEvent.click(screen.getByRole('link', { name: 'Packages (done)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText(`Now at /business/${BUSINESS_ID}/packages`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("lets a move to another page group go (the host unmounts the editor's parcel at once)", async () => {
    serve(ownerBusiness());
    const { router } = renderEditor(`/business/${BUSINESS_ID}/details`);
    await userEvent.type(await screen.findByLabelText('Business name'), '!');

    await act(() => router.navigate('/myevents'));
    expect(screen.getByText('Now at /myevents')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    serve(ownerBusiness());
    renderEditor(`/business/${BUSINESS_ID}/details`);
    const name = await screen.findByLabelText('Business name');

    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await userEvent.type(name, '!');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('lets a saved step go without asking', async () => {
    serve(ownerBusiness());
    renderEditor(`/business/${BUSINESS_ID}/details`);
    await userEvent.type(await screen.findByLabelText('Base town'), 'l');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');

    await userEvent.click(screen.getByRole('link', { name: 'Areas (done)' }));
    expect(await screen.findByText(`Now at /business/${BUSINESS_ID}/areas`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
