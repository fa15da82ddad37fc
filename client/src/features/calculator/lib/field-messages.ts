import { dcaInputMessages } from '@shared/schemas/dca';
import { translate, type MessageId, type MessageValues } from '@/i18n/i18n';

/**
 * The shared DCA schema's and calculation's field messages (English, stable: shared/schemas/dca.ts),
 * read in the page's language: each known message, fixed or with its figures, is a catalogue
 * message of the calculator area; an unknown one is shown as it came.
 */
const ADJECTIVE_FREQUENCY: Record<string, string> = {
  daily: 'daily',
  weekly: 'weekly',
  'bi-weekly': 'biweekly',
  monthly: 'monthly',
};

const fixed: ReadonlyArray<[string, MessageId]> = [
  [dcaInputMessages.amountNumber, 'calculator.error.amountNumber'],
  [dcaInputMessages.frequency, 'calculator.error.frequency'],
  [dcaInputMessages.timeframe, 'calculator.error.timeframe'],
  [dcaInputMessages.startDate, 'calculator.error.startDate'],
  [dcaInputMessages.startDateRequired, 'calculator.error.startDateRequired'],
  [dcaInputMessages.startDateOnlyCustom, 'calculator.error.startDateOnlyCustom'],
  [dcaInputMessages.endDate, 'calculator.error.endDate'],
  [dcaInputMessages.endDateBeforeStart, 'calculator.error.endDateBeforeStart'],
  [dcaInputMessages.fee, 'calculator.error.fee'],
  [dcaInputMessages.startingBtc, 'calculator.error.startingBtc'],
  [dcaInputMessages.startingCostWithoutStack, 'calculator.error.startingCostWithoutStack'],
];

const patterns: ReadonlyArray<[RegExp, MessageId, (match: RegExpMatchArray) => MessageValues]> = [
  [/^Amount must be at least (.+)$/, 'calculator.error.amountMin', (m) => ({ minimum: m[1] ?? '' })],
  [/^Amount must be at most (.+)$/, 'calculator.error.amountMax', (m) => ({ maximum: m[1] ?? '' })],
  [/^End date must be on or before (\S+), the last/, 'calculator.error.endDateAfterData', (m) => ({ day: m[1] ?? '' })],
  [
    /^End date must be on or after (\S+), the first/,
    'calculator.error.endDateBeforeData',
    (m) => ({ day: m[1] ?? '' }),
  ],
  [
    /^Start date must be on or after (\S+), the first/,
    'calculator.error.startDateBeforeData',
    (m) => ({ day: m[1] ?? '' }),
  ],
  [
    /^Start date must be on or before (\S+), the last/,
    'calculator.error.startDateAfterData',
    (m) => ({ day: m[1] ?? '' }),
  ],
  [
    /^Start date must leave room for at least two (\S+) purchases: start on or before (\S+)$/,
    'calculator.error.startDateTooLate',
    (m) => ({ frequency: ADJECTIVE_FREQUENCY[m[1] ?? ''] ?? 'monthly', day: m[2] ?? '' }),
  ],
  [
    /^End date must leave room for at least two (\S+) purchases: end on or after (\S+)$/,
    'calculator.error.endDateTooEarly',
    (m) => ({ frequency: ADJECTIVE_FREQUENCY[m[1] ?? ''] ?? 'monthly', day: m[2] ?? '' }),
  ],
  [/^Yearly step-up must be between 0% and (\d+)%$/, 'calculator.error.stepUp', (m) => ({ max: m[1] ?? '' })],
  [
    /^What the starting stack cost must be between (.+) and (.+)$/,
    'calculator.error.startingCost',
    (m) => ({ minimum: m[1] ?? '', maximum: m[2] ?? '' }),
  ],
  [/^Choose between 1 and (\d+) plans$/, 'calculator.error.plans', (m) => ({ max: m[1] ?? '' })],
];

/** A field message in the page's language ('Amount must be at least $1' -> 'El monto debe ser de al menos $1'). */
export function fieldMessage(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = fixed.find(([english]) => english === message);
  if (known) return translate(known[1]);
  for (const [pattern, id, values] of patterns) {
    const match = message.match(pattern);
    if (match) return translate(id, values(match));
  }
  return message;
}
