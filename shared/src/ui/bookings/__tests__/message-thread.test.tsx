import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, renderInApp } from 'shared/testing';
import { MessageThread } from 'shared/ui/bookings';
import { messageOf } from './booking-fixtures.ts';

describe('MessageThread', () => {
  it('shows the conversation oldest first, with who wrote each message and when', () => {
    const messages = [messageOf(2, { author: 'business', authorName: 'Bright Sparks Magic' }), messageOf(1)];
    renderInApp(<MessageThread messages={messages} viewer="organizer" onSend={async () => undefined} />);
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Message 1Sam · 11 February 2027 at 10:00',
      'Message 2Bright Sparks Magic · 12 February 2027 at 10:00',
    ]);
  });

  it('sends the text, clears the box once sent, and is busy meanwhile', async () => {
    const sent = deferred();
    const onSend = jest.fn(() => sent.promise);
    renderInApp(<MessageThread messages={[]} viewer="organizer" onSend={onSend} />);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), '  Is parking nearby?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('Is parking nearby?');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    sent.resolve();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it("asks for words before sending, keeps to 2,000 characters, and shows the server's refusal", async () => {
    const onSend = jest.fn(async () => {
      throw new Error('This booking is closed.');
    });
    renderInApp(<MessageThread messages={[]} viewer="business" onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();

    const box = screen.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    expect(screen.getByText('Keep it to 2,000 characters (2,001 now).')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Keep it to 2,000 characters (2,001 now).');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(box, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is closed.');
    expect(box).toHaveValue('x'.repeat(2000));
  });
});
