import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { activateLoadedLanguage } from '@/i18n/i18n';
import { languageResource } from './language-resource';

describe('languageResource', () => {
  it('loads each language once, however often it is asked for', async () => {
    const load = vi.fn((language: Language) => Promise.resolve({ text: `text in ${language}` }));
    const resource = languageResource(load);
    const [first, second] = await Promise.all([resource.preload('es'), resource.preload('es')]);
    expect(first).toEqual({ text: 'text in es' });
    expect(second).toBe(first);
    expect(await resource.preload('es')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('es');
  });

  it('has English at once when it is given, without loading it', async () => {
    const english = { text: 'text in en' };
    const load = vi.fn((language: Language) => Promise.resolve({ text: `text in ${language}` }));
    const resource = languageResource(load, english);
    function Text() {
      return <p>{resource.useValue().text}</p>;
    }
    render(<Text />);
    expect(screen.getByText('text in en')).toBeInTheDocument();
    expect(await resource.preload('en')).toBe(english);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a language the page is in when first used, the component waiting until then', async () => {
    const load = vi.fn((language: Language) => Promise.resolve({ text: `text in ${language}` }));
    const resource = languageResource(load);
    function Text() {
      return <p>{resource.useValue().text}</p>;
    }
    activateLoadedLanguage('es', {});
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Text />
        </Suspense>,
      );
    });
    expect(await screen.findByText('text in es')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi
      .fn<(language: Language) => Promise<{ text: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ text: 'text in es' });
    const resource = languageResource(load);
    await expect(resource.preload('es')).rejects.toThrow('offline');
    expect(await resource.preload('es')).toEqual({ text: 'text in es' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
