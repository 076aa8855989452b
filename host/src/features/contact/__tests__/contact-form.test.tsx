import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderInApp, signOutEveryone } from 'shared/testing';
import ContactPage from '../../../pages/contact.tsx';

const open = () => renderInApp(<ContactPage />, { at: '/contact', route: '/contact' });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function fillIn({
  name = 'Ann Parent',
  email = 'ann@example.com',
  topic = 'My account',
  message = 'Hello!',
} = {}) {
  if (name) await userEvent.type(field('Your name'), name);
  if (email) await userEvent.type(field('Your email'), email);
  if (topic) await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), topic);
  if (message) await userEvent.type(field(/^Message/), message);
}

beforeEach(() => signOutEveryone());

describe('/contact', () => {
  it('sends name, email, topic and message without credentials and confirms', async () => {
    const http = fakeHttp(() => ({ status: 200, body: { ok: true } }));
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    await fillIn({ name: '  Ann Parent ', email: 'ann@example.com', topic: 'A booking or event', message: 'When?' });
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you: your message has been sent. We'll reply to ann@example.com.",
    );
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(http.calls).toHaveLength(1);
    expect(http.calls[0]).toMatchObject({ method: 'POST', path: '/api/public/contact', authorization: null });
    expect(http.calls[0]!.body).toEqual({
      name: 'Ann Parent',
      email: 'ann@example.com',
      topic: 'A booking or event',
      message: 'When?',
    });
  });

  it('names every field to fix and sends nothing', async () => {
    const http = fakeHttp(() => ({ status: 200, body: { ok: true } }));
    open();
    await send();
    expect(field('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Your email')).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveAccessibleDescription(
      'Choose what your message is about.',
    );
    expect(field(/^Message/)).toHaveAccessibleDescription(/Write your message\.$/);
    expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field('Your email'), 'ann-at-example');
    await send();
    expect(field('Your email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(http.calls).toHaveLength(0);
  });

  it("keeps to the API's limits", () => {
    open();
    expect(field('Your name')).toHaveAttribute('maxLength', '100');
    expect(field(/^Message/)).toHaveAttribute('maxLength', '5000');
    expect(field(/^Message/)).toHaveAccessibleDescription(/^Up to 5,000 characters\./);
  });

  it('says clearly when too many messages were sent, and keeps what was written', async () => {
    fakeHttp(() => ({
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 15 minutes' },
    }));
    open();
    await fillIn({ message: 'Please help' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've sent us several messages in a short time. Please wait 15 minutes and try again.",
    );
    expect(field(/^Message/)).toHaveValue('Please help');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it("shows the API's own message for a refused message", async () => {
    fakeHttp(() => ({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'email: please enter a valid email address.' },
    }));
    open();
    await fillIn({ email: 'ann@localhost.invalid' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('email: please enter a valid email address.');
  });

  it('keeps the honeypot field away from people and keyboards', () => {
    open();
    expect(screen.queryByRole('textbox', { name: 'Leave this empty' })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });
});
