/**
 * The router's screens (src/app/preload.ts, src/app/screens.ts): the entry loads the current
 * address's screen before the first render, so it shows at once, with no loading view and none of
 * React's 300 ms fallback hold, and is mounted once.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { lazyScreens } from '@/app/preload';
import { hashScreens, screenOf, screens } from '@/app/screens';
import { HASH_ROUTES, ROUTES } from '@/routes';

function counted() {
  const mounts: string[] = [];
  function Page() {
    useEffect(() => {
      mounts.push('mounted');
    }, []);
    return <h1>Complaints</h1>;
  }
  let arrive = () => {};
  const loads = { '/list': () => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Page }))) };
  return { mounts, Screen: lazyScreens(loads)['/list']!, arrive: () => arrive() };
}

const shown = (Screen: ComponentType) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );

describe('a lazy screen', () => {
  it('loaded before its first render, shows at once, never the loading view, and mounts once', async () => {
    const { mounts, Screen, arrive } = counted();
    const ready = Screen.preload();
    arrive();
    await act(() => ready);
    shown(Screen);
    expect(screen.getByRole('heading', { name: 'Complaints' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(mounts).toEqual(['mounted']);
  });

  it('not loaded yet, shows the loading view until its code arrives, then the screen, mounted once', async () => {
    const { mounts, Screen, arrive } = counted();
    shown(Screen);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Complaints' })).toBeInTheDocument();
    expect(mounts).toEqual(['mounted']);
  });
});

describe('screenOf, the screen an address shows (as the router picks it)', () => {
  it('finds a path whatever its case and trailing slash, a hash route first, and nothing for an unknown address', () => {
    expect(screenOf(ROUTES.complaintList, '')).toBe(screens[ROUTES.complaintList]);
    expect(screenOf(`${ROUTES.complaintList.toUpperCase()}/`, '')).toBe(screens[ROUTES.complaintList]);
    expect(screenOf('/', `#${HASH_ROUTES.registration}?channel=fb`)).toBe(hashScreens[HASH_ROUTES.registration]);
    expect(screenOf(ROUTES.complaintList, `#${HASH_ROUTES.registration}`)).toBe(hashScreens[HASH_ROUTES.registration]);
    expect(screenOf('/no-such-page', '')).toBeUndefined();
  });
});
