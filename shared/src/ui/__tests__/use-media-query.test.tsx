import { act, render, screen } from '@testing-library/react';
import { setViewportWidth } from 'shared/testing';
import { NARROW_SCREEN, useMediaQuery } from 'shared/ui/media-query';

function Width({ query }: { query: string }) {
  return <p>{useMediaQuery(query) ? 'matches' : 'does not match'}</p>;
}

describe('useMediaQuery (shared/ui/media-query)', () => {
  it('matches the narrow screen at 600 px or less, and follows the window as it is resized', () => {
    setViewportWidth(600);
    render(<Width query={NARROW_SCREEN} />);
    expect(screen.getByText('matches')).toBeInTheDocument();
    act(() => setViewportWidth(601));
    expect(screen.getByText('does not match')).toBeInTheDocument();
    act(() => setViewportWidth(375));
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('answers the query it is given', () => {
    setViewportWidth(1024);
    render(<Width query="(min-width: 1000px)" />);
    expect(screen.getByText('matches')).toBeInTheDocument();
  });

  it('does not match where the window has no matchMedia', () => {
    Object.assign(window, { matchMedia: undefined });
    render(<Width query={NARROW_SCREEN} />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });
});
