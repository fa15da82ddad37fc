import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearSession } from './storage';
import { clearVisit, readVisit, visitKeys, writeVisit } from './visit-storage';

const stepSchema = z.number().int().min(1).max(4);

afterEach(() => sessionStorage.clear());

describe('visit storage', () => {
  it('reads back what was written, in sessionStorage', () => {
    writeVisit(visitKeys.onboardingStep, 3);
    expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBe('3');
    expect(readVisit(visitKeys.onboardingStep, stepSchema)).toBe(3);
  });

  it('is null when nothing is stored', () => {
    expect(readVisit(visitKeys.onboardingStep, stepSchema)).toBeNull();
  });

  it.each(['{not json', '"3"', '9', 'null', ''])('ignores and removes a corrupt value %j', (stored) => {
    sessionStorage.setItem(visitKeys.onboardingStep, stored);
    expect(readVisit(visitKeys.onboardingStep, stepSchema)).toBeNull();
    expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBeNull();
  });

  it('clearVisit forgets every key of the visit and nothing else', () => {
    writeVisit(visitKeys.onboardingStep, 2);
    writeVisit(visitKeys.wizard, { index: 1 });
    sessionStorage.setItem('someone_else', 'kept');
    clearVisit();
    expect(Object.keys(sessionStorage)).toEqual(['someone_else']);
  });

  it('signing out (clearSession) also forgets the visit', () => {
    writeVisit(visitKeys.newAccount, 7);
    clearSession();
    expect(sessionStorage.getItem(visitKeys.newAccount)).toBeNull();
  });
});
