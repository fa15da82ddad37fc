import { describe, expect, it } from 'vitest';
import {
  betaFeedbackSchema,
  betaMessages,
  BETA_VERSION,
  feedbackListQuerySchema,
  priceRanges,
  TARGET_PRICE_RANGE,
  willPayPriceRanges,
} from './beta';

const valid = {
  feedbackId: 'fb_0123456789abcdef',
  rating: 4,
  paymentLikelihood: '2.99-4.99',
  mostValuableFeature: 'dca-calculator',
  biggestFriction: 'nothing-major',
};

const messagesOf = (input: unknown) => {
  const parsed = betaFeedbackSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the beta feedback payload', () => {
  it('needs the rating, the three choices and an id; the rest has defaults', () => {
    expect(betaFeedbackSchema.parse(valid)).toEqual({
      ...valid,
      featuresArray: [],
      comments: null,
      email: null,
      pricingThoughts: null,
      betaVersion: BETA_VERSION,
      deployment: 'web',
    });
  });

  it('says which choice is missing, each in its own words', () => {
    expect(messagesOf({ feedbackId: valid.feedbackId })).toEqual({
      // No rating is assumed (issue 44 point 8): the learner chooses one.
      rating: betaMessages.rating,
      paymentLikelihood: betaMessages.paymentLikelihood,
      mostValuableFeature: betaMessages.mostValuableFeature,
      biggestFriction: betaMessages.biggestFriction,
    });
    expect(betaMessages.paymentLikelihood).toBe(
      'Please select your payment likelihood to help us improve our pricing.',
    );
    expect(betaMessages.mostValuableFeature).toBe('Please select which feature you would pay for most.');
    expect(betaMessages.biggestFriction).toBe('Please select your biggest frustration to help us improve the app.');
    expect(messagesOf({ ...valid, paymentLikelihood: '' })).toEqual({
      paymentLikelihood: betaMessages.paymentLikelihood,
    });
  });

  it.each([0, 6, 2.5, '5', null])('refuses the rating %j', (rating) => {
    expect(messagesOf({ ...valid, rating })).toEqual({ rating: betaMessages.rating });
  });

  it('takes an empty email as none, a valid one lowercased, and refuses anything else', () => {
    expect(betaFeedbackSchema.parse({ ...valid, email: '  ' }).email).toBeNull();
    expect(betaFeedbackSchema.parse({ ...valid, email: ' Ada@Example.COM ' }).email).toBe('ada@example.com');
    expect(messagesOf({ ...valid, email: 'not-an-email' })).toEqual({ email: betaMessages.email });
  });

  it('keeps each listed feature once and refuses one not on the list', () => {
    expect(
      betaFeedbackSchema.parse({ ...valid, featuresArray: ['glossary', 'glossary', 'wizard'] }).featuresArray,
    ).toEqual(['glossary', 'wizard']);
    expect(messagesOf({ ...valid, featuresArray: ['glossary', 'teleporter'] })).toEqual({
      'featuresArray.1': betaMessages.feature,
    });
  });

  it('bounds the free text', () => {
    expect(messagesOf({ ...valid, comments: 'x'.repeat(2001) })).toEqual({ comments: betaMessages.commentsMax });
    expect(betaFeedbackSchema.parse({ ...valid, comments: 'x'.repeat(2000) }).comments).toHaveLength(2000);
    expect(messagesOf({ ...valid, pricingThoughts: 'y'.repeat(1001) })).toEqual({
      pricingThoughts: betaMessages.pricingThoughtsMax,
    });
  });

  it('refuses control characters in the free text, but keeps tabs and line breaks', () => {
    expect(messagesOf({ ...valid, comments: 'broken\u0000text' })).toEqual({
      comments: betaMessages.commentsControlChars,
    });
    expect(messagesOf({ ...valid, pricingThoughts: 'esc\u001b[31m' })).toEqual({
      pricingThoughts: betaMessages.pricingThoughtsControlChars,
    });
    expect(betaFeedbackSchema.parse({ ...valid, comments: 'line one\r\n\tline two' }).comments).toBe(
      'line one\r\n\tline two',
    );
  });

  it('accepts a client user agent and address but does not keep them', () => {
    const parsed = betaFeedbackSchema.parse({ ...valid, userAgent: 'Spoofed/1.0', ipAddress: '' });
    expect(parsed.userAgent).toBe('Spoofed/1.0');
    expect(Object.keys(parsed)).not.toContain('userId');
  });

  it.each(['short', 'has space in it', 'x'.repeat(65), '../../etc'])('refuses the feedback id %j', (feedbackId) => {
    expect(messagesOf({ ...valid, feedbackId })).toEqual({ feedbackId: betaMessages.feedbackId });
  });
});

describe('the feedback list query', () => {
  it('pages by 20 from page 1, at most 100 a page', () => {
    expect(feedbackListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(feedbackListQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
    expect(feedbackListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(feedbackListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('the target price range', () => {
  it("is 2.99-4.99, the lowest of the three ranges 'Will Pay $2.99+' counts", () => {
    expect(TARGET_PRICE_RANGE).toBe('2.99-4.99');
    expect(willPayPriceRanges).toEqual(['2.99-4.99', '5.99-9.99', '10-plus']);
    expect(willPayPriceRanges[0]).toBe(TARGET_PRICE_RANGE);
    // The three top monthly ranges, in the form's order.
    expect(priceRanges.slice(priceRanges.indexOf(TARGET_PRICE_RANGE), priceRanges.indexOf('one-time'))).toEqual(
      willPayPriceRanges,
    );
  });
});
