import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotification, fakeApi, someNotifications } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

describe('opening the notifications', () => {
  it('shows the first 5 of 6 in the popup on a wide screen', async () => {
    fakeApi(someNotifications(6));
    renderBell({ width: 1024 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 6 unread' }));
    const popup = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(popup).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Notifications, 6 unread' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows all 6 in a full-screen dialog at 600 px, closed by its close button', async () => {
    fakeApi(someNotifications(6));
    renderBell({ width: 600 });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 6 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 6 unread' })).toHaveFocus();
  });

  it('shows each item with its date, a red dot and bold text while unread', async () => {
    fakeApi([
      aNotification({ content: 'Your quote is ready', createdAt: '2026-03-14T10:00:00.000Z' }),
      aNotification({ content: 'Old news', status: 'read' }),
    ]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const [unread, read] = screen.getAllByRole('listitem');
    expect(within(unread!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(unread!).getByText('Your quote is ready')).toHaveStyle({ fontWeight: '700' });
    expect(within(unread!).getByText('14 March 2026 at 10:00')).toBeInTheDocument();
    expect(within(read!).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(read!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  });

  it('moves through the buttons with the arrow keys and closes on Escape, back on the bell', async () => {
    fakeApi(someNotifications(2));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus();
  });
});
