import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PrerenderedRoot, useHydrated } from '../hydration.tsx';

function Probe() {
  return <p>{useHydrated() ? 'drawn by the browser' : 'as prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered markup, and true once the page has hydrated, without a mismatch', async () => {
    const html = renderToString(
      <PrerenderedRoot>
        <Probe />
      </PrerenderedRoot>,
    );
    expect(html).toBe('<p>as prerendered</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <PrerenderedRoot>
          <Probe />
        </PrerenderedRoot>,
        { onRecoverableError: recovered },
      );
    });
    expect(screen.getByText('drawn by the browser')).toBeInTheDocument();
    expect(recovered).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true where nothing was prerendered', () => {
    render(<Probe />);
    expect(screen.getByText('drawn by the browser')).toBeInTheDocument();
  });
});
