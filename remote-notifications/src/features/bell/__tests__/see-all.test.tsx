import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp, signInAs, signOutEveryone } from 'shared/testing';
import { NotificationRoutes } from '../../../routes/notification-routes.tsx';
import { aNotification, fakeApi, someNotifications } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

function openPage({ email = 'parent@example.com', emailVerified = true } = {}) {
  signInAs({ email, emailVerified });
  return renderInApp(<NotificationRoutes />, { at: '/notifications' });
}

describe('See all notifications', () => {
  it('the desktop popup links to /notifications and closes on the way', async () => {
    fakeApi(someNotifications(6));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 6 unread' }));
    const popup = screen.getByRole('dialog', { name: 'Notifications' });
    const link = within(popup).getByRole('link', { name: 'See all notifications' });
    expect(link).toHaveAttribute('href', '/notifications');

    await userEvent.click(link);
    expect(screen.getByText('Now at /notifications')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/notifications', () => {
  beforeEach(() => signOutEveryone());

  it('lists every notification, 50 at a time, reading older pages with the before cursor', async () => {
    const items = someNotifications(55);
    const api = fakeApi(items);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('55 notifications, 55 unread. Showing the newest 50.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(55));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(items.at(-1)!.content);
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
    expect(screen.getByText('55 notifications, 55 unread.')).toBeInTheDocument();

    const pages = api.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/User'));
    expect(pages.map((call) => call.search)).toEqual(['?limit=50', `?limit=50&before=${items[49]!._id}`]);
  });

  it('marks read, deletes and goes to the item as the bell does', async () => {
    const [first, second] = [aNotification({ content: 'Quote sent' }), aNotification({ content: 'New event' })];
    const api = fakeApi([first!, second!]);
    openPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const row = (text: string) => within(list).getByText(text).closest('li')!;

    await userEvent.click(within(row('Quote sent')).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(api.items[0]!.status).toBe('read'));
    expect(await screen.findByText('2 notifications, 1 unread.')).toBeInTheDocument();

    await userEvent.click(within(row('Quote sent')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.items).toHaveLength(1));
    expect(within(list).queryByText('Quote sent')).not.toBeInTheDocument();

    await userEvent.click(within(row('New event')).getByRole('button', { name: 'Go to Item' }));
    expect(screen.getByText(`Now at /event/${second!.relatedEntity._id}`)).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    fakeApi([]);
    openPage();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });

  it('asks a visitor to log in and brings them back', async () => {
    fakeApi([]);
    renderInApp(<NotificationRoutes />, { at: '/notifications' });
    expect(await screen.findByRole('link', { name: 'Log in to continue' })).toHaveAttribute(
      'href',
      '/login?next=%2Fnotifications',
    );
  });

  it('asks an unverified user to verify first', async () => {
    fakeApi([]);
    openPage({ emailVerified: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address first');
  });
});
