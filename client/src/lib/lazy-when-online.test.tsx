import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { lazyWhenOnline } from './lazy-when-online';

function Part() {
  return <p>The part</p>;
}

/** A load that fails (a fetch the network refused) until `arrive` lets it through. */
function flakyLoad() {
  let reachable = false;
  const load = vi.fn(() =>
    reachable
      ? Promise.resolve({ default: Part })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return {
    load,
    arrive: () => {
      reachable = true;
    },
  };
}

const view = (Lazy: ComponentType) =>
  render(
    <AppErrorBoundary onRetry={() => undefined}>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>
    </AppErrorBoundary>,
  );

describe('lazyWhenOnline', () => {
  it('offline, a part whose code cannot be fetched waits, then loads when the connection is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { load, arrive } = flakyLoad();
    view(lazyWhenOnline(load));

    await waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    arrive();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a load that failed as the connection came back is asked for once more, and the part shows', async () => {
    const { load, arrive } = flakyLoad();
    // The request failed while offline, but the browser already says it is online again.
    load.mockImplementationOnce(() => {
      arrive();
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
    view(lazyWhenOnline(load));

    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, a part that cannot be fetched is an error the app’s boundary shows, with Try Again', async () => {
    // React reports an error a boundary caught with console.error.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load } = flakyLoad();
    view(lazyWhenOnline(load));

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
    // Asked for once more (the connection may just have come back), then an error.
    expect(load).toHaveBeenCalledTimes(2);
  });
});
