import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, someNotifications } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

describe('many notifications', () => {
  it('counts every unread one on the badge while loading only the newest page', async () => {
    const api = fakeApi([...someNotifications(180), ...someNotifications(70, { status: 'read' })]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 180 unread' })).toHaveTextContent(/^99\+$/);
    expect(api.calls.filter((call) => call.path.endsWith('/User'))).toEqual([
      expect.objectContaining({ search: '?limit=50' }),
    ]);
  });

  it('shows the newest in the popup and reaches the oldest from the narrow dialog, page by page', async () => {
    const items = someNotifications(120);
    fakeApi(items);
    renderBell({ width: 600 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 120 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(100));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(120));

    expect(within(dialog).getAllByRole('listitem').at(-1)).toHaveTextContent(items.at(-1)!.content);
    expect(within(dialog).queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });

  it('offers no older page when the first one holds them all', async () => {
    fakeApi(someNotifications(50));
    renderBell({ width: 600 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 50 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(50);
    expect(within(dialog).queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });

  it('keeps the older pages it loaded when a change refetches the newest', async () => {
    const api = fakeApi(someNotifications(120));
    renderBell({ width: 600 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 120 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(100));

    const first = within(dialog).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.listFetches).toBe(2));
    expect(screen.getByRole('button', { name: 'Notifications, 119 unread' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(99);
    expect(within(dialog).getByRole('button', { name: 'Show older notifications' })).toBeInTheDocument();
  });
});
