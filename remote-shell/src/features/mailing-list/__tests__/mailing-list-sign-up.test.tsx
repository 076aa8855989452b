import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, renderInApp, type HttpCall } from 'shared/testing';
import { MailingListSignUp } from '../components/mailing-list-sign-up.tsx';

type Answer = { status: number } | Error;

/** The API at the HTTP layer: every request is recorded and answered with `answer`. */
function fakeApi(answer: Answer | Promise<Answer>) {
  return fakeHttp(() => answer).calls;
}

function renderSignUp() {
  renderInApp(<MailingListSignUp />);
}

const openForm = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe to our Mailing List' }));
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });

async function signUp(email = 'parent@example.com') {
  await openForm();
  await userEvent.type(emailField(), email);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('MailingListSignUp', () => {
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
    const calls = fakeApi({ status: 200 });
    renderSignUp();
    await signUp('parent@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for signing up!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toEqual<HttpCall[]>([
      {
        method: 'POST',
        url: 'http://localhost/api/requests/mailinglist',
        path: '/api/requests/mailinglist',
        search: '',
        body: { email: 'parent@example.com' },
        authorization: null,
        contentType: 'application/json',
        accept: null,
      },
    ]);
  });

  it('disables the button and reads Submitting... until the answer comes', async () => {
    let answer: (value: Answer) => void = () => undefined;
    fakeApi(new Promise<Answer>((resolve) => (answer = resolve)));
    renderSignUp();
    await signUp();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    answer({ status: 200 });
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for signing up!');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([500, 201, 429])('reports an error when the API answers %i', async (status) => {
    fakeApi({ status });
    renderSignUp();
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports an error when the network fails', async () => {
    fakeApi(new TypeError('Failed to fetch'));
    renderSignUp();
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('leaves an empty field to the browser: nothing is sent', async () => {
    const calls = fakeApi({ status: 200 });
    renderSignUp();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(calls).toEqual([]);
  });
});
