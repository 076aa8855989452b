import { screen } from '@testing-library/react';
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

const renderEditor = (at: string) => renderRoutes([{ path: 'business/:id/:form', element: <EditorAtPath /> }], at);

describe("the editor's details step", () => {
  beforeEach(() => signInAs({ email: 'provider@example.com', view: 'provider' }));
  afterEach(() => signOutEveryone());

  it("checks the name against the server's limits as you type", async () => {
    fakeHttp(() => undefined);
    renderEditor('/business/new/details');
    const name = screen.getByLabelText('Business name');

    await userEvent.type(name, 'B');
    expect(name).toHaveAccessibleDescription('Business name must be at least 2 characters.');
    await userEvent.type(name, 'right');
    expect(name).not.toHaveAccessibleDescription();
    await userEvent.clear(name);
    await userEvent.paste('x'.repeat(81));
    expect(name).toHaveAccessibleDescription('Business name must be at most 80 characters (now 81).');
  });

  it('allows one to three categories', async () => {
    fakeHttp(() => undefined);
    renderEditor('/business/new/details');
    for (const category of ['Magicians', 'Face Painting', 'Venues', 'Soft Play']) {
      await userEvent.click(screen.getByRole('checkbox', { name: category }));
    }
    expect(screen.getByText('Choose at most 3 categories.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Soft Play' }));
    expect(screen.queryByText('Choose at most 3 categories.')).not.toBeInTheDocument();
  });

  it('creates a new business with the first Save and moves to its own address', async () => {
    const http = fakeHttp((request) =>
      request.method === 'POST' && request.path === '/api/businesses'
        ? { status: 201, body: ownerBusiness({ name: 'Party Pals', categories: ['Entertainers'] }) }
        : undefined,
    );
    renderEditor('/business/new/details');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add a business');

    await userEvent.type(screen.getByLabelText('Business name'), 'Party Pals');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Entertainers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Now at /business/${BUSINESS_ID}/details`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Party Pals');
    expect(http.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Party Pals',
      categories: ['Entertainers'],
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's message under the field it names", async () => {
    fakeHttp((request) =>
      request.method === 'PATCH'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid request: body/contact/email must match format "email".',
            },
          }
        : { status: 200, body: ownerBusiness() },
    );
    renderEditor(`/business/${BUSINESS_ID}/details`);
    const email = await screen.findByLabelText('Contact email');
    await userEvent.clear(email);
    await userEvent.type(email, 'hello-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('Invalid request: body/contact/email must match format "email".'),
    ).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Invalid request: body/contact/email must match format "email".');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a message that names no field above the Save button', async () => {
    fakeHttp((request) =>
      request.method === 'PATCH'
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              message: 'The service is temporarily unavailable. Please try again shortly.',
            },
          }
        : { status: 200, body: ownerBusiness() },
    );
    renderEditor(`/business/${BUSINESS_ID}/details`);
    await userEvent.type(await screen.findByLabelText('Base town'), 'l');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again shortly.',
    );
  });
});
