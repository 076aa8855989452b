import { act, render } from '@testing-library/react';
import { createAppStore } from '../app-store.ts';
import { useLiveRefreshIn } from '../live-refresh.ts';

function Screen({ store, refetch }: { store: ReturnType<typeof createAppStore>; refetch: () => void }) {
  useLiveRefreshIn(store, refetch);
  return <p>A booking</p>;
}

describe('useLiveRefresh', () => {
  it('refetches each time the live channel notes a change, not on mount', () => {
    const store = createAppStore(undefined);
    const refetch = jest.fn();
    render(<Screen store={store} refetch={refetch} />);
    expect(refetch).not.toHaveBeenCalled();
    act(() => store.getState().noteLiveChange());
    act(() => store.getState().noteLiveChange());
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('refetches when the window regains focus or the tab becomes visible, which covers a stream that is down', () => {
    const store = createAppStore(undefined);
    const refetch = jest.fn();
    render(<Screen store={store} refetch={refetch} />);
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('stops listening once the screen is gone', () => {
    const store = createAppStore(undefined);
    const refetch = jest.fn();
    const { unmount } = render(<Screen store={store} refetch={refetch} />);
    unmount();
    act(() => store.getState().noteLiveChange());
    act(() => void window.dispatchEvent(new Event('focus')));
    expect(refetch).not.toHaveBeenCalled();
  });
});
