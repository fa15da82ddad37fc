import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const view = (Screen: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );

describe('preloadableLazy', () => {
  it('renders a preloaded screen at once, without its Suspense fallback', async () => {
    const { Screen, preload } = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    await preload();
    view(Screen);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a screen not preloaded has loaded', async () => {
    const { Screen } = preloadableLazy(() => Promise.resolve({ default: Greeting }));
    view(Screen);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
