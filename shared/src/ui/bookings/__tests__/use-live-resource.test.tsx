import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest } from 'shared/api-client';
import { appStore } from 'shared/store';
import { fakeHttp, renderInApp } from 'shared/testing';
import { useLiveResource } from 'shared/ui/bookings';

function Thing({ id }: { id: string }) {
  const { state, retry } = useLiveResource(id, () =>
    apiRequest<{ name: string }>(`/api/things/${id}`, { auth: false }),
  );
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'not-found') return <p>Not found</p>;
  if (state.status === 'error')
    return (
      <p>
        Failed: {state.message} <button onClick={retry}>Try again</button>
      </p>
    );
  return <p>Name: {state.data.name}</p>;
}

describe('useLiveResource', () => {
  it('loads, then quietly loads again when the live stream says something changed and when the tab regains focus', async () => {
    let name = 'First';
    const http = fakeHttp(() => ({ status: 200, body: { name } }));
    renderInApp(<Thing id="t1" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Name: First')).toBeInTheDocument();

    name = 'Second';
    act(() => appStore.getState().noteLiveChange());
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(await screen.findByText('Name: Second')).toBeInTheDocument();

    name = 'Third';
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(await screen.findByText('Name: Third')).toBeInTheDocument();
    expect(http.calls).toHaveLength(3);
  });

  it('a 404 is not found; a failure shows its message and can be tried again; a failed refetch keeps what is shown', async () => {
    let answer: { status: number; body: unknown } = { status: 404, body: { message: 'Booking not found.' } };
    fakeHttp(() => answer);
    const { unmount } = renderInApp(<Thing id="t1" />);
    expect(await screen.findByText('Not found')).toBeInTheDocument();
    unmount();

    answer = { status: 503, body: { message: 'The database is unavailable.' } };
    renderInApp(<Thing id="t2" />);
    expect(await screen.findByText(/Failed: The database is unavailable./)).toBeInTheDocument();
    answer = { status: 200, body: { name: 'Back' } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Name: Back')).toBeInTheDocument();

    answer = { status: 503, body: { message: 'The database is unavailable.' } };
    act(() => appStore.getState().noteLiveChange());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Name: Back')).toBeInTheDocument();
  });
});
