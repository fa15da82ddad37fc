import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearSession } from './storage';
import { clearVisit, isTrue, readVisit, visitKeys, writeVisit } from './visit-storage';

const stepSchema = z.number().int().min(1).max(4);
const learner = 7;

afterEach(() => sessionStorage.clear());

describe('visit storage', () => {
  it("reads back what was written, in sessionStorage, with the learner's id", () => {
    writeVisit(learner, visitKeys.onboardingStep, 3);
    expect(JSON.parse(sessionStorage.getItem(visitKeys.onboardingStep) ?? '')).toEqual({ owner: 7, value: 3 });
    expect(readVisit(learner, visitKeys.onboardingStep, stepSchema)).toBe(3);
  });

  it('is null when nothing is stored', () => {
    expect(readVisit(learner, visitKeys.onboardingStep, stepSchema)).toBeNull();
  });

  it("another learner's value is ignored and removed", () => {
    writeVisit(learner, visitKeys.onboardingStep, 3);
    expect(readVisit(8, visitKeys.onboardingStep, stepSchema)).toBeNull();
    expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBeNull();
    // Gone for its owner too: it was left over from a session that has ended.
    expect(readVisit(learner, visitKeys.onboardingStep, stepSchema)).toBeNull();
  });

  it.each([null, undefined])('without a signed-in learner (%s) nothing is kept or read', (nobody) => {
    writeVisit(nobody, visitKeys.onboardingStep, 3);
    expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBeNull();
    writeVisit(learner, visitKeys.onboardingStep, 3);
    expect(readVisit(nobody, visitKeys.onboardingStep, stepSchema)).toBeNull();
  });

  it.each([
    '{not json',
    '',
    'null',
    // A bare value, as stored before values carried their learner: whose it is cannot be told.
    '3',
    '{"owner":7}',
    '{"owner":"7","value":3}',
    '{"owner":7,"value":"3"}',
    '{"owner":7,"value":9}',
  ])('ignores and removes a corrupt value %j', (stored) => {
    sessionStorage.setItem(visitKeys.onboardingStep, stored);
    expect(readVisit(learner, visitKeys.onboardingStep, stepSchema)).toBeNull();
    expect(sessionStorage.getItem(visitKeys.onboardingStep)).toBeNull();
  });

  it('isTrue accepts true only', () => {
    writeVisit(learner, visitKeys.newAccount, true);
    expect(readVisit(learner, visitKeys.newAccount, isTrue)).toBe(true);
    writeVisit(learner, visitKeys.newAccount, 7);
    expect(readVisit(learner, visitKeys.newAccount, isTrue)).toBeNull();
  });

  it('clearVisit forgets every key of the visit and nothing else', () => {
    writeVisit(learner, visitKeys.onboardingStep, 2);
    writeVisit(learner, visitKeys.wizard, { index: 1 });
    sessionStorage.setItem('someone_else', 'kept');
    clearVisit();
    expect(Object.keys(sessionStorage)).toEqual(['someone_else']);
  });

  it('the session ending (clearSession) also forgets the visit', () => {
    writeVisit(learner, visitKeys.newAccount, true);
    clearSession();
    expect(sessionStorage.getItem(visitKeys.newAccount)).toBeNull();
  });
});
