import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotification, fakeApi } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

async function openBell(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Notifications' });
}

describe('acting on a notification', () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks one read: the dot goes, the badge drops, the API is told', async () => {
    const api = fakeApi([
      aNotification({ _id: 'a', content: 'First' }),
      aNotification({ _id: 'b', content: 'Second' }),
    ]);
    renderBell();
    const popup = await openBell('Notifications, 2 unread');
    const first = within(popup).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(within(first).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', path: '/api/notification/a/read', body: { status: 'read' } }),
    );
    await waitFor(() => expect(api.listFetches).toBe(2));
  });

  it('deletes one: it disappears and the list is fetched again', async () => {
    const api = fakeApi([
      aNotification({ _id: 'a', content: 'First' }),
      aNotification({ _id: 'b', content: 'Second' }),
    ]);
    renderBell();
    const popup = await openBell('Notifications, 2 unread');
    await userEvent.click(within(within(popup).getAllByRole('listitem')[1]!).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/notification/b' }));
    await waitFor(() => expect(api.listFetches).toBe(2));
  });

  it('only logs a failed fetch', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi([aNotification()]);
    api.failing.add('GET');
    renderBell();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Failed to fetch notifications',
        expect.objectContaining({ message: 'Server exploded' }),
      ),
    );
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('only logs a failed mark as read or delete, and shows the server state again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi([aNotification({ content: 'Keep me' })]);
    renderBell();
    const popup = await openBell('Notifications, 1 unread');
    api.failing.add('PUT');
    await userEvent.click(within(popup).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to mark notification as read', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    api.failing.add('DELETE');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to delete notification', expect.anything()));
    // Deleting the last one closed the popup; the refetch brings the bell back.
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
