import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from 'shared/theme';
import { MailingListSignUp } from '../components/mailing-list-sign-up.tsx';

type Answer = { status: number } | Error;

/** The API at the HTTP layer: each call to `fetch` is recorded and answered with `answer`. */
function fakeFetch(answer: Answer | Promise<Answer>) {
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    const settled = await answer;
    if (settled instanceof Error) throw settled;
    return settled;
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderSignUp() {
  render(
    <ThemeRoot>
      <MailingListSignUp />
    </ThemeRoot>,
  );
}

const openForm = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe to our Mailing List' }));
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

async function signUp(email = 'parent@example.com') {
  await openForm();
  await userEvent.type(emailField(), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

const realFetch = global.fetch;

describe('MailingListSignUp', () => {
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('starts collapsed, expands into the form and collapses again', async () => {
    renderSignUp();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await openForm();
    expect(screen.getByRole('form', { name: 'Subscribe to our Mailing List' })).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('placeholder', 'Enter your email');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to our Mailing List' })).toHaveFocus();
  });

  it('is at most 400 px wide', async () => {
    renderSignUp();
    await openForm();
    expect(getComputedStyle(screen.getByRole('form')).maxWidth).toBe('400px');
  });

  it('posts the address without credentials and thanks the user on a 200', async () => {
    const fetchMock = fakeFetch({ status: 200 });
    renderSignUp();
    await signUp('parent@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for signing up!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://localhost/api/requests/mailinglist');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'parent@example.com' });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('disables the button and reads Submitting... until the answer comes', async () => {
    let answer: (value: Answer) => void = () => undefined;
    fakeFetch(new Promise<Answer>((resolve) => (answer = resolve)));
    renderSignUp();
    await signUp();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer({ status: 200 });
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for signing up!');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([500, 201, 429])('reports an error when the API answers %i', async (status) => {
    fakeFetch({ status });
    renderSignUp();
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports an error when the network fails', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    renderSignUp();
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('leaves an empty field to the browser: nothing is sent', async () => {
    const fetchMock = fakeFetch({ status: 200 });
    renderSignUp();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
