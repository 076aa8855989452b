import { screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { createParcel } from '../create-parcel.tsx';

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
});
