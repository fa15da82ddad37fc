import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

describe('useLoaded', () => {
  it('suspends until the value loads, then renders it without an error, and at once when at hand', async () => {
    const errors = vi.spyOn(console, 'error');
    let value: { text: string } | undefined;
    let resolve: (loaded: { text: string }) => void = () => {};
    const pending = new Promise<{ text: string }>((done) => {
      resolve = done;
    }).then((loaded) => (value = loaded));
    function Text() {
      const loaded = useLoaded(value, () => pending);
      return <p>{loaded.text}</p>;
    }
    function Switcher() {
      const [shown, setShown] = useState(true);
      return shown ? <Text /> : <button onClick={() => setShown(true)}>show</button>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Switcher />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve({ text: 'hola' }));
    expect(await screen.findByText('hola')).toBeInTheDocument();
    render(<Text />);
    expect(screen.getAllByText('hola')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
