import { z } from 'zod';

export const glossaryCategoryValues = ['basics', 'technology', 'investing', 'security', 'advanced'] as const;
export const glossaryCategorySchema = z.enum(glossaryCategoryValues);
export type GlossaryCategory = z.infer<typeof glossaryCategorySchema>;

/**
 * The lucide-react icons the glossary uses, by their export name. shared/ cannot import React, so the
 * client re-exports each component under the same name (client/src/components/glossary-icon-components.ts)
 * and its type checker proves both lists hold the same icons. Add a name here and there before using it
 * in content.
 */
export const glossaryIconNames = [
  'Activity',
  'AlarmClock',
  'Anchor',
  'ArrowDownRight',
  'ArrowLeftRight',
  'Award',
  'Baby',
  'Banknote',
  'Binary',
  'Bitcoin',
  'Box',
  'Boxes',
  'Braces',
  'Brain',
  'Bug',
  'Building',
  'BuildingComplex',
  'Cable',
  'Calculator',
  'CalendarClock',
  'ChartCandlestick',
  'ChartColumn',
  'ChartPie',
  'ChartSpline',
  'ChevronsUp',
  'CircleCheck',
  'CircleDollarSign',
  'ClipboardCheck',
  'Clock',
  'Code',
  'Coins',
  'Copy',
  'Cpu',
  'CreditCard',
  'Dices',
  'DoorOpen',
  'Droplets',
  'Eye',
  'FileCode',
  'FilePen',
  'FileText',
  'FingerprintPattern',
  'Fish',
  'Flag',
  'Flame',
  'FolderTree',
  'Gauge',
  'Gavel',
  'Gem',
  'Gift',
  'GitBranch',
  'GitFork',
  'Hammer',
  'Handshake',
  'Hash',
  'HeartHandshake',
  'Hourglass',
  'IdCard',
  'Key',
  'KeyRound',
  'KeySquare',
  'Landmark',
  'Layers',
  'LayoutGrid',
  'Leaf',
  'LifeBuoy',
  'Link',
  'Link2',
  'ListChecks',
  'ListOrdered',
  'Lock',
  'LockKeyhole',
  'Maximize2',
  'Medal',
  'Megaphone',
  'Merge',
  'MessageSquareExclamationPoint',
  'Microchip',
  'Mountain',
  'Network',
  'Package',
  'PenLine',
  'Percent',
  'PhoneOff',
  'Pickaxe',
  'PiggyBank',
  'Pizza',
  'QrCode',
  'Receipt',
  'ReceiptText',
  'RefreshCw',
  'Repeat',
  'Repeat2',
  'Rocket',
  'Route',
  'Ruler',
  'Scale',
  'ScanEye',
  'Scissors',
  'ScrollText',
  'Search',
  'Send',
  'Server',
  'Shapes',
  'ShieldCheck',
  'ShieldExclamationPoint',
  'Signature',
  'Skull',
  'SlidersHorizontal',
  'Smartphone',
  'Snowflake',
  'Split',
  'Sprout',
  'SquareAsterisk',
  'Tag',
  'Target',
  'Terminal',
  'Thermometer',
  'Timer',
  'TrendingDown',
  'TrendingUp',
  'TriangleExclamationPoint',
  'Undo2',
  'Unlink',
  'Usb',
  'UserCheck',
  'UserRound',
  'Users',
  'UsersRound',
  'Vault',
  'Wallet',
  'Waypoints',
  'Wifi',
  'WifiOff',
  'Workflow',
  'Wrench',
  'Zap',
] as const;
export const glossaryIconSchema = z.enum(glossaryIconNames);
export type GlossaryIconName = z.infer<typeof glossaryIconSchema>;

export const SHORT_DEFINITION_MAX_LENGTH = 160;

/** Lower-case with runs of whitespace collapsed: how term names and aliases are compared. */
export function normalizeGlossaryName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const kebabCaseId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const glossaryTermIdSchema = z.string().regex(kebabCaseId, 'Glossary ids are kebab-case slugs');

const text = z.string().trim().min(1);

export const glossaryTermSchema = z.strictObject({
  /** Used in URLs and anchors (#glossary-<id>). */
  id: glossaryTermIdSchema,
  term: text,
  /** Other spellings and forms recognised in text (abbreviations, plurals); may be empty. */
  aliases: z.array(text),
  category: glossaryCategorySchema,
  icon: glossaryIconSchema,
  /** One to three sentences in plain language. */
  definition: text,
  /** One sentence for tooltips. */
  shortDefinition: text.max(SHORT_DEFINITION_MAX_LENGTH),
  whyItMatters: text,
  examples: z.array(text).min(1),
  relatedTerms: z.array(glossaryTermIdSchema),
  /** Part of the fixed subset free users can read. */
  free: z.boolean(),
});
export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type GlossaryTermInput = z.input<typeof glossaryTermSchema>;

/**
 * A whole glossary: ids unique; every name (term or alias) unique across the glossary, compared
 * case-insensitively, so text linking is never ambiguous; related terms resolve, are not the term
 * itself and are not repeated.
 */
export const glossaryTermListSchema = z.array(glossaryTermSchema).superRefine((terms, ctx) => {
  const ids = new Set<string>();
  terms.forEach((term, index) => {
    if (ids.has(term.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate glossary id "${term.id}"` });
    }
    ids.add(term.id);
  });

  const owners = new Map<string, string>();
  terms.forEach((term, index) => {
    type NameAt = [name: string, path: (string | number)[]];
    const names: NameAt[] = [
      [term.term, [index, 'term']],
      ...term.aliases.map((alias, aliasIndex): NameAt => [alias, [index, 'aliases', aliasIndex]]),
    ];
    const ownNames = new Set<string>();
    for (const [name, path] of names) {
      const key = normalizeGlossaryName(name);
      if (ownNames.has(key)) {
        ctx.addIssue({ code: 'custom', path, message: `"${name}" is repeated within "${term.id}"` });
        continue;
      }
      ownNames.add(key);
      const owner = owners.get(key);
      if (owner !== undefined) {
        ctx.addIssue({ code: 'custom', path, message: `"${name}" already names "${owner}"` });
        continue;
      }
      owners.set(key, term.id);
    }
  });

  terms.forEach((term, index) => {
    const seen = new Set<string>();
    term.relatedTerms.forEach((relatedId, relatedIndex) => {
      const path = [index, 'relatedTerms', relatedIndex];
      if (relatedId === term.id) {
        ctx.addIssue({ code: 'custom', path, message: `"${term.id}" lists itself as related` });
      } else if (!ids.has(relatedId)) {
        ctx.addIssue({ code: 'custom', path, message: `Unknown related term "${relatedId}"` });
      } else if (seen.has(relatedId)) {
        ctx.addIssue({ code: 'custom', path, message: `"${relatedId}" is listed twice` });
      }
      seen.add(relatedId);
    });
  });
});
