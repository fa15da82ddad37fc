import { describe, expect, it } from 'vitest';
import { freeGlossaryTermIds, glossaryTerms } from './glossary';
import {
  EVERY_PLAN_INCLUDES,
  glossaryClaimMinimums,
  LEARNER_GLOSSARY_CLAIM,
  plansEnglish,
  scholarBenefits,
} from './plans';
import { planContent } from './plans-by-language';

describe('plan contents', () => {
  it('promise glossary sizes the glossary really has', () => {
    expect(LEARNER_GLOSSARY_CLAIM).toContain(`${glossaryClaimMinimums.free}+ terms`);
    expect(scholarBenefits).toContain(`Full glossary (${glossaryClaimMinimums.full}+ terms)`);
    expect(freeGlossaryTermIds.length).toBeGreaterThanOrEqual(glossaryClaimMinimums.free);
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(glossaryClaimMinimums.full);
  });

  it("list in Scholar's benefits nothing every plan already includes", () => {
    const everyPlan = ['learning path', 'wizard', 'security assessment', 'treasury', 'risk', 'goal'];
    for (const feature of everyPlan.slice(0, 4)) expect(EVERY_PLAN_INCLUDES.toLowerCase()).toContain(feature);
    for (const benefit of scholarBenefits) {
      for (const feature of everyPlan) expect(benefit.toLowerCase()).not.toContain(feature);
    }
  });

  it('promise no support or early access that nothing in the app delivers', () => {
    for (const benefit of scholarBenefits) expect(benefit).not.toMatch(/support|early access|new features/i);
  });
});

describe('plan contents in Spanish', () => {
  it('make the same glossary claims and list as many Scholar benefits, in the same order', () => {
    const spanish = planContent('es');
    expect(planContent('en')).toBe(plansEnglish);
    expect(spanish.learnerGlossaryClaim).toContain(`${glossaryClaimMinimums.free}+ términos`);
    expect(spanish.scholarBenefits).toHaveLength(scholarBenefits.length);
    expect(spanish.scholarBenefits[2]).toContain(`${glossaryClaimMinimums.full}+ términos`);
    expect(spanish.everyPlanIncludes).toMatch(/8 pasos/);
    for (const benefit of spanish.scholarBenefits)
      expect(benefit).not.toMatch(/soporte|acceso anticipado|ruta|tesoro/i);
  });
});
