import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import { BOUNDARY_ERROR_EVENT, type BoundaryErrorDetail } from 'shared/parcel';
import { announceRemoteVersion, setParcelLoader } from 'shared/remote-slot';
import { ThemeRoot } from 'shared/theme';
import { RemoteSlot } from '../remote-slot.tsx';

/** A real parcel: its own React root rendering a paragraph. */
function paragraphParcel(text: string): ParcelConfigObject {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      root = createRoot((props as unknown as { domElement: HTMLElement }).domElement);
      act(() => root!.render(<p>{text}</p>));
    },
    unmount: async () => {
      act(() => root?.unmount());
    },
  };
}

const renderSlot = (loading?: string) =>
  render(
    <ThemeRoot>
      <RemoteSlot id="remote_shell/Header" label="Header" loading={loading && <span role="status">{loading}</span>} />
    </ThemeRoot>,
  );

describe('RemoteSlot', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('mounts the parcel the loader resolves, showing the loading element meanwhile', async () => {
    let resolve: ((parcel: ParcelConfigObject) => void) | undefined;
    setParcelLoader(() => new Promise((r) => (resolve = r)));
    renderSlot('Loading header');
    expect(screen.getByRole('status')).toHaveTextContent('Loading header');
    await waitFor(() => expect(resolve).toBeDefined());
    await act(async () => resolve?.(paragraphParcel('Real header')));
    expect(await screen.findByText('Real header')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows a fallback with a retry when the remote is unavailable, and recovers on retry', async () => {
    const loader = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce(paragraphParcel('Back again'));
    setParcelLoader(loader);
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent('Header is unavailable right now.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('falls back when the parcel throws while mounting, without an unhandled rejection', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    setParcelLoader(async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('boom');
      },
      unmount: async () => undefined,
    }));
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent('Header is unavailable right now.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("announces the error it caught, with the slot's parcel, for the page's error reporting", async () => {
    const heard: BoundaryErrorDetail[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<BoundaryErrorDetail>).detail);
    window.addEventListener(BOUNDARY_ERROR_EVENT, listener);
    const thrown = new Error('mount failed');
    setParcelLoader(async () => ({
      bootstrap: async () => undefined,
      mount: async () => {
        throw thrown;
      },
      unmount: async () => undefined,
    }));
    renderSlot();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    window.removeEventListener(BOUNDARY_ERROR_EVENT, listener);
    expect(heard).toEqual([{ error: thrown, label: 'Header', parcel: 'remote_shell/Header' }]);
  });

  it('falls back when the loader itself throws', async () => {
    setParcelLoader(async () => {
      throw new Error('network down');
    });
    renderSlot();
    expect(await screen.findByRole('alert')).toHaveTextContent('Header is unavailable right now.');
  });
});

/** A parcel rendering a labelled field in a form, as a remote's form would. */
function formParcel(text: string): ParcelConfigObject {
  let root: Root | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      root = createRoot((props as unknown as { domElement: HTMLElement }).domElement);
      act(() =>
        root!.render(
          <form onSubmit={(event) => event.preventDefault()}>
            <p>{text}</p>
            <label>
              Name <input />
            </label>
            <button type="submit">Send</button>
          </form>,
        ),
      );
    },
    unmount: async () => {
      act(() => root?.unmount());
    },
  };
}

describe('RemoteSlot when its remote changes version', () => {
  it('swaps to the new version at once when the slot is not in use, without a spinner', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce(paragraphParcel('Version one'))
      .mockResolvedValueOnce(paragraphParcel('Version two'));
    setParcelLoader(loader);
    renderSlot('Loading header');
    expect(await screen.findByText('Version one')).toBeInTheDocument();
    act(() => announceRemoteVersion({ remote: 'remote_provider', fault: false }));
    expect(loader).toHaveBeenCalledTimes(1);
    act(() => announceRemoteVersion({ remote: 'remote_shell', fault: false }));
    expect(await screen.findByText('Version two')).toBeInTheDocument();
    expect(screen.queryByText('Version one')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never swaps mid-form, even for a fault: it waits for the form to be sent', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce(formParcel('Version one'))
      .mockResolvedValueOnce(paragraphParcel('Version two'));
    setParcelLoader(loader);
    renderSlot();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada');
    await userEvent.tab();
    act(() => announceRemoteVersion({ remote: 'remote_shell', fault: true }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(loader).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Version two')).toBeInTheDocument();
  });

  it('waits while focus is inside for an update, but not for a fault', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce(formParcel('Version one'))
      .mockResolvedValueOnce(formParcel('Version two'))
      .mockResolvedValueOnce(paragraphParcel('Version three'));
    setParcelLoader(loader);
    renderSlot();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Name' }));
    act(() => announceRemoteVersion({ remote: 'remote_shell', fault: false }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByText('Version one')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(await screen.findByText('Version two')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    act(() => announceRemoteVersion({ remote: 'remote_shell', fault: true }));
    expect(await screen.findByText('Version three')).toBeInTheDocument();
  });
});
