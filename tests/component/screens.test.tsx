/**
 * The screen registry (src/app/screens.ts): a screen whose code was fetched before the first
 * render (main.tsx preloads the first route's) renders at once, never the Suspense fallback first;
 * one that was not shows the fallback, then the screen, and keeps that mount.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { preloadScreen, screens } from '@/app/screens';
import { ROUTES } from '@/routes';

function show(path: string) {
  const Screen = screens[path]!;
  const fallback = vi.fn(() => <p>fallback</p>);
  const Fallback = fallback;
  const view = render(
    <StrictMode>
      <MemoryRouter initialEntries={[`${path}?isNeedPop=1`]}>
        <Suspense fallback={<Fallback />}>
          <Screen />
        </Suspense>
      </MemoryRouter>
    </StrictMode>,
  );
  return { view, fallback };
}

describe('screens', () => {
  it('renders a preloaded screen in its first commit, without the fallback', async () => {
    await preloadScreen(ROUTES.testPreview);
    const { fallback } = show(ROUTES.testPreview);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
  });

  it('shows the fallback for a screen not loaded yet, then the screen', async () => {
    const { fallback } = show(ROUTES.complaintList);
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(fallback).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps the mounted screen when it re-renders after its code arrived', async () => {
    const Screen = screens[ROUTES.complaintDetails]!;
    const renders = vi.fn();
    function Host() {
      const [count, setCount] = useState(0);
      renders(count);
      return (
        <MemoryRouter initialEntries={[`${ROUTES.complaintDetails}?isNeedPop=1`]}>
          <button type="button" onClick={() => setCount(count + 1)}>
            again
          </button>
          <Suspense fallback={<p>fallback</p>}>
            <Screen />
          </Suspense>
        </MemoryRouter>
      );
    }
    render(<Host />);
    const heading = await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(renders).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('does nothing for a path with no screen', async () => {
    await expect(preloadScreen('/nowhere')).resolves.toBeUndefined();
  });
});
