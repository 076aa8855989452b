import { act, renderHook, screen } from '@testing-library/react';
import { Form, FormError, FormSuccess, PrimaryButton, TextField, useAsyncAction } from 'shared/ui';
import { deferred, renderInApp } from 'shared/testing';

describe('the form building blocks of shared/ui', () => {
  it('a text field is labelled, and its error is shown below it and announced with it', () => {
    renderInApp(
      <Form aria-label="Business">
        <TextField label="Business name" error="Enter the business name." defaultValue="" />
        <TextField label="Town" />
        <PrimaryButton type="submit">Save</PrimaryButton>
      </Form>,
    );
    const name = screen.getByLabelText('Business name');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Enter the business name.');
    expect(screen.getByLabelText('Town')).toBeValid();
    expect(screen.getByRole('form', { name: 'Business' })).toContainElement(
      screen.getByRole('button', { name: 'Save' }),
    );
  });

  it('an error interrupts (alert), a success is announced politely (status), and nothing shows without a message', () => {
    renderInApp(
      <>
        <FormError>That did not work.</FormError>
        <FormSuccess>Saved.</FormSuccess>
        <FormError>{null}</FormError>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That did not work.');
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('an async action is busy while it runs, runs once at a time, and ends done or with a described error', async () => {
    const { result } = renderHook(() => useAsyncAction((error) => `Could not save: ${String(error)}`));
    const first = deferred();
    let started: Promise<boolean>;
    act(() => {
      started = result.current.run(() => first.promise);
    });
    expect(result.current.busy).toBe(true);
    let second: boolean | undefined;
    await act(async () => {
      second = await result.current.run(async () => undefined);
    });
    expect(second).toBe(false);
    await act(async () => {
      first.resolve();
      await started;
    });
    expect(result.current).toMatchObject({ busy: false, done: true, error: null });

    await act(async () => {
      await result.current.run(async () => Promise.reject(new Error('offline')));
    });
    expect(result.current).toMatchObject({ busy: false, done: false, error: 'Could not save: Error: offline' });
  });
});
