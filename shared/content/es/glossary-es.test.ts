import { describe, expect, it } from 'vitest';
import { glossaryTermListSchema } from '../../schemas/glossary';
import { englishGlossary, loadGlossary } from '../glossary';
import { glossaryDefinitions } from '../glossary-definitions';
import { glossaryIndex, glossaryNamesIn, loadGlossaryNames } from '../glossary-index';
import { glossaryDefinitionsEs } from './glossary-definitions';
import { glossaryCategoryLabelsEs, glossaryNamesEs } from './glossary-index';

const ids = glossaryIndex.map((entry) => entry.id).sort();

/** The figures a text states, as written without separators: '100,000,000' and '100000000' are the same figure. */
function figures(text: string): string[] {
  return (text.match(/\d[\d,.]*\d|\d/g) ?? []).map((figure) => figure.replace(/,/g, '')).sort();
}

describe('the Spanish glossary', () => {
  it('names and defines every term, and nothing else', () => {
    expect(Object.keys(glossaryNamesEs).sort()).toEqual(ids);
    expect(Object.keys(glossaryDefinitionsEs).sort()).toEqual(ids);
    expect(Object.keys(glossaryCategoryLabelsEs).sort()).toEqual(Object.keys(englishGlossary.categoryLabels).sort());
  });

  it('gives each term as many examples as the English, and the same figures', () => {
    for (const id of ids) {
      const english = glossaryDefinitions[id];
      const spanish = glossaryDefinitionsEs[id as keyof typeof glossaryDefinitionsEs];
      expect(spanish.examples.length, id).toBe(english?.examples.length);
      for (const field of ['definition', 'shortDefinition', 'whyItMatters'] as const) {
        expect(figures(spanish[field]), `${id}.${field}`).toEqual(figures(english?.[field] ?? ''));
      }
      spanish.examples.forEach((example, index) => {
        expect(figures(example), `${id}.examples[${index}]`).toEqual(figures(english?.examples[index] ?? ''));
      });
    }
  });

  it('joins into a glossary the schema accepts (unique names, short definitions that fit a popup)', async () => {
    const spanish = await loadGlossary('es');
    expect(glossaryTermListSchema.parse(spanish.terms)).toEqual(spanish.terms);
    expect(spanish.terms.map((term) => term.id)).toEqual(englishGlossary.terms.map((term) => term.id));
  });

  it('keeps what is not words from the English: category, icon, related terms, the free subset', async () => {
    const spanish = await loadGlossary('es');
    spanish.terms.forEach((term, index) => {
      const english = englishGlossary.terms[index];
      expect({
        ...term,
        term: '',
        aliases: [],
        definition: '',
        shortDefinition: '',
        whyItMatters: '',
        examples: [],
      }).toEqual({
        ...english,
        term: '',
        aliases: [],
        definition: '',
        shortDefinition: '',
        whyItMatters: '',
        examples: [],
      });
    });
    const wallet = spanish.get('wallet');
    expect(wallet?.term).toBe('Billetera');
    expect(wallet?.definition).toMatch(/^Una billetera de Bitcoin/);
    expect(spanish.categories.map((category) => category.label)).toEqual([
      'Fundamentos',
      'Tecnología',
      'Inversión',
      'Seguridad',
      'Avanzado',
    ]);
  });

  it('keeps each term findable by its English name in Spanish', () => {
    for (const entry of glossaryIndex) {
      const names = glossaryNamesEs[entry.id];
      const all = [names.term, ...names.aliases].map((name) => name.toLowerCase());
      expect(all, entry.id).toContain(entry.term.toLowerCase());
    }
  });

  it('marks Spanish names in Spanish text, and loads them only when asked', async () => {
    expect(glossaryNamesIn('en')).toBeDefined();
    const names = await loadGlossaryNames('es');
    const segments = names.matcher(
      'Una billetera de hardware guarda tu frase semilla sin conexión; los nodos verifican.',
    );
    expect(segments.filter((segment) => segment.kind === 'term')).toEqual([
      { kind: 'term', text: 'billetera de hardware', termId: 'hardware-wallet' },
      { kind: 'term', text: 'frase semilla', termId: 'seed-phrase' },
      { kind: 'term', text: 'nodos', termId: 'node' },
    ]);
    expect(names.get('seed-phrase')?.term).toBe('Frase semilla');
    expect(glossaryNamesIn('es')).toBe(names);
  });
});
