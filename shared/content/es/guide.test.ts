import { describe, expect, it } from 'vitest';
import { guideContent, loadGuideContent } from '../guide';
import { expectSpanishParity } from './expect-parity';
import { guideEs } from './guide';

describe('the Guide in Spanish', () => {
  it('has every section, card, cure, law, mistake and tier of the English Guide, with the same ids', () => {
    expectSpanishParity(guideContent, guideEs);
  });

  it('marks Clason in Spanish as Arkad’s translation and keeps the book’s Spanish title', () => {
    expect(guideEs.quote.attribution).toContain('traducción de Arkad');
    expect(guideEs.sections.fiveLaws.intro).toContain('traducción de Arkad');
    expect(guideEs.attribution).toContain('El hombre más rico de Babilonia');
    expect(guideEs.attribution).toContain('dominio público en Estados Unidos');
    expect(guideEs.disclaimer).toContain('no es asesoramiento financiero');
  });

  it('is given by language: English at once, Spanish from its own module', async () => {
    expect(await loadGuideContent('en')).toBe(guideContent);
    expect(await loadGuideContent('es')).toBe(guideEs);
  });
});
