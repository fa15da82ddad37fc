import type { GlossaryDefinitionText } from '../glossary-definitions';
import type { GlossaryTermId } from '../glossary-index';
import { advancedEs } from './glossary-definitions-advanced';
import { basicsEs } from './glossary-definitions-basics';
import { investingEs } from './glossary-definitions-investing';
import { securityEs } from './glossary-definitions-security';
import { technologyEs } from './glossary-definitions-technology';

/**
 * What each glossary term says in Spanish, by term id (the English source is ../glossary-definitions.ts;
 * the translation choices are in docs/translation-es.md). Written by category in the files beside
 * this one; a missing id is a type error here and an extra one fails `noExtraIds` and the parity test
 * (../glossary-language.test.ts). Loaded only when a Spanish page shows a definition.
 */
export const glossaryDefinitionsEs = {
  ...basicsEs,
  ...technologyEs,
  ...investingEs,
  ...securityEs,
  ...advancedEs,
} satisfies Record<GlossaryTermId, GlossaryDefinitionText>;

/** No id the glossary does not have (a spread is not checked for extra keys). */
export const noExtraIds: Record<Exclude<keyof typeof glossaryDefinitionsEs, GlossaryTermId>, never> = {};
