import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from 'shared/contracts';
import { aNotification, fakeApi } from './fake-api.ts';
import { renderBell } from './render-bell.tsx';

async function goToItem(notification: Notification) {
  const api = fakeApi([notification]);
  renderBell();
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  await userEvent.click(screen.getByRole('button', { name: 'Go to Item' }));
  return api;
}

describe('Go to Item', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a Quote to its booking', { entityType: 'Quote', relatedEntity: { _id: 'q1', bookingId: 'b1' } }, '/booking/b1'],
    [
      'a Booking for a User to the booking',
      { entityType: 'Booking', recipientType: 'User', relatedEntity: { _id: 'b2' } },
      '/booking/b2',
    ],
    [
      'a Booking for a business to the quote',
      { entityType: 'Booking', recipientType: 'Business', relatedEntity: { _id: 'b3' } },
      '/quote/b3',
    ],
    ['an Event to the event', { entityType: 'Event', relatedEntity: { _id: 'e4' } }, '/event/e4'],
  ] as const)('takes %s, marks it read and closes', async (_case, overrides, path) => {
    const api = await goToItem(aNotification({ _id: 'x', ...overrides }));
    expect(screen.getByText(`Now at ${path}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveFocus();
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/api/notification/x/read' }));
  });

  it('warns about an unknown type and stays put', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A type from a newer API than the one this bell was built against.
    await goToItem(aNotification({ entityType: 'Invoice' as string as Notification['entityType'] }));
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('Now at /account')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });
});
