import { describe, expect, it } from 'vitest';
import { freeGlossaryTermIds, glossaryTerms } from './glossary';
import { glossaryClaimMinimums, LEARNER_GLOSSARY_CLAIM, scholarBenefits } from './plans';

describe('plan contents', () => {
  it('promise glossary sizes the glossary really has', () => {
    expect(LEARNER_GLOSSARY_CLAIM).toContain(`${glossaryClaimMinimums.free}+ terms`);
    expect(scholarBenefits).toContain(`Full glossary (${glossaryClaimMinimums.full}+ terms)`);
    expect(freeGlossaryTermIds.length).toBeGreaterThanOrEqual(glossaryClaimMinimums.free);
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(glossaryClaimMinimums.full);
  });
});
