import { screen, waitFor } from '@testing-library/react';
import { aNotification, fakeApi, someNotifications } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

describe('the bell', () => {
  it('is not rendered when there are no notifications', async () => {
    const api = fakeApi([]);
    renderBell();
    await waitFor(() => expect(api.listFetches).toBe(1));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        path: '/api/notification/parent%40example.com/User',
        search: '?limit=50',
        authorization: 'Bearer fresh-token',
      }),
    );
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ path: '/api/notification/parent%40example.com/User/summary' }),
      ),
    );
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('fetches nothing for a user whose email is not verified', async () => {
    const api = fakeApi(someNotifications(3));
    renderBell({ emailVerified: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows one unread notification on the badge and in its name', async () => {
    fakeApi([aNotification()]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveTextContent('1');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no badge when everything is read', async () => {
    fakeApi(someNotifications(2, { status: 'read' }));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  });

  it('counts 99 unread as 99', async () => {
    fakeApi(someNotifications(99));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 99 unread' })).toHaveTextContent(/^99$/);
  });

  it('caps 100 unread at 99+', async () => {
    fakeApi(someNotifications(100));
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 100 unread' })).toHaveTextContent(/^99\+$/);
  });
});
