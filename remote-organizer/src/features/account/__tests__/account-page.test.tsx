import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from 'shared/store';
import { fakeHttp, renderInApp, signInAs, signOutEveryone } from 'shared/testing';
import { AccountScreen } from '../../../routes/account-screen.tsx';

jest.setTimeout(20_000);

afterEach(() => signOutEveryone());

const ACCOUNT = {
  uid: 'u1',
  email: 'maya.jones@example.com',
  displayName: null,
  nameShown: 'Maya',
  phone: null,
  emailSettings: { quotes: true, bookings: true, messages: true, events: true },
};

function serve(extra: (request: { method: string; path: string; body: unknown }) => unknown = () => undefined) {
  return fakeHttp((request) => {
    const answered = extra(request);
    if (answered) return answered as { status: number; body: unknown };
    if (request.method === 'GET' && request.path === '/api/account') return { status: 200, body: ACCOUNT };
    return undefined;
  });
}

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('My Account', () => {
  it('asks a visitor to log in and come back', () => {
    appStore.getState().clearSession();
    renderInApp(<AccountScreen />, { at: '/account' });
    expect(screen.getByRole('link', { name: 'Log in to continue' })).toHaveAttribute('href', '/login?next=%2Faccount');
  });

  it('saves the profile, checking the phone first and showing the server’s field message', async () => {
    signInAs({ email: ACCOUNT.email });
    let patches = 0;
    const http = serve((request) => {
      if (request.method !== 'PATCH') return undefined;
      patches++;
      const body = request.body as { displayName: string; phone: string };
      if (body.displayName === 'Maya <b>') {
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'displayName: must not contain < > or control characters.',
          },
        };
      }
      return {
        status: 200,
        body: { ...ACCOUNT, displayName: body.displayName, nameShown: body.displayName, phone: body.phone },
      };
    });
    renderInApp(<AccountScreen />, { at: '/account' });
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByText(/Until you choose one they say “Maya”/)).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '12345');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(/Enter a UK phone number/)).toBeInTheDocument();
    expect(patches).toBe(0);

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Phone' }), '07700 900123');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Display name' }), 'Maya <b>');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText('displayName: must not contain < > or control characters.'),
    ).toBeInTheDocument();

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Display name' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Display name' }), 'Maya Jones');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Your profile is saved.')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.method === 'PATCH').at(-1)!.body).toEqual({
      displayName: 'Maya Jones',
      phone: '07700 900123',
    });
  });

  it('saves email on or off per kind, saying the bell always shows them', async () => {
    signInAs({ email: ACCOUNT.email });
    const http = serve((request) => (request.method === 'PUT' ? { status: 200, body: request.body } : undefined));
    renderInApp(<AccountScreen />, { at: '/account' });
    const form = await screen.findByRole('form', { name: 'Notification settings' });
    expect(within(form).getByText(/Every notification appears in the bell/)).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Messages' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Events for my businesses' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save notification settings' }));
    expect(await within(form).findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/account/email-settings',
      body: { quotes: true, bookings: true, messages: false, events: false },
    });
  });

  it('"Download my data" saves one JSON file of what the API holds', async () => {
    signInAs({ email: ACCOUNT.email });
    const exported = { format: 'kidsevents-account-export/1', profile: { email: ACCOUNT.email }, events: [] };
    serve((request) => (request.path === '/api/account/export' ? { status: 200, body: exported } : undefined));
    const saved: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:my-data';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderInApp(<AccountScreen />, { at: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^kidsevents-my-data-\d{4}-\d\d-\d\d\.json$/);
    expect(saved[0]!.type).toBe('application/json');
    expect(JSON.parse(await textOf(saved[0]!))).toEqual(exported);
    click.mockRestore();
  });

  it('"Delete my account" needs the email typed, then deletes, signs out and says so', async () => {
    const auth = signInAs({ email: ACCOUNT.email });
    const http = serve((request) => (request.method === 'DELETE' ? { status: 204 } : undefined));
    renderInApp(<AccountScreen />, { at: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    expect(within(form).getByText(/This cannot be undone/)).toBeInTheDocument();
    expect(within(form).getByText(/“Former customer”/)).toBeInTheDocument();
    const box = within(form).getByRole('textbox', { name: /Type your email address/ });
    await userEvent.type(box, 'someone@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Type the email address you sign in with.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.clear(box);
    await userEvent.type(box, 'Maya.Jones@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText(/Your account has been deleted and you have been signed out/)).toBeInTheDocument();
    expect(http.calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/api/account',
      body: { confirmEmail: 'Maya.Jones@example.com' },
    });
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('shows why the account could not be deleted (a business with open bookings)', async () => {
    signInAs({ email: ACCOUNT.email });
    serve((request) =>
      request.method === 'DELETE'
        ? {
            status: 409,
            body: {
              statusCode: 409,
              error: 'Conflict',
              message: 'Busy Bee Parties has a booking still open or confirmed.',
            },
          }
        : undefined,
    );
    renderInApp(<AccountScreen />, { at: '/account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Type your email address/ }), ACCOUNT.email);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Busy Bee Parties has a booking still open or confirmed.')).toBeInTheDocument();
  });
});
