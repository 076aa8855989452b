import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useBlocker } from 'react-router';
import type { AppProps } from 'single-spa';
import { createParcel } from '../create-parcel.tsx';

function Guarded() {
  const blocker = useBlocker(true);
  return <h1>Guarded ({blocker.state})</h1>;
}

function WithDataRouter() {
  const [router] = useState(() => createMemoryRouter([{ path: '/', element: <Guarded /> }]));
  return <RouterProvider router={router} />;
}

function Greeting() {
  return <h1>Hello from a parcel</h1>;
}

const props = (domElement: HTMLElement) => ({ name: 'greeting', domElement }) as unknown as AppProps;

describe('createParcel', () => {
  // Mounted the way single-spa mounts it, outside React's test scheduler.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

  it('mounts its root component into the element it is given, and unmounts it', async () => {
    const parcel = createParcel(Greeting, 'Greeting');
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.bootstrap(props(element));
    await parcel.mount(props(element));
    expect(screen.getByRole('heading', { name: 'Hello from a parcel' })).toBeInTheDocument();

    await parcel.unmount(props(element));
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
  });

  it('puts no router around a root that brings its own data router (useBlocker needs one)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = createParcel(WithDataRouter, 'Guarded', { ownRouter: true });
    const element = document.body.appendChild(document.createElement('div'));
    await parcel.bootstrap(props(element));
    await parcel.mount(props(element));
    expect(await screen.findByRole('heading', { name: 'Guarded (unblocked)' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();

    await parcel.unmount(props(element));
    errors.mockRestore();
  });
});
