import { z } from 'zod';

export const glossaryCategoryValues = ['basics', 'technology', 'investing', 'security', 'advanced'] as const;
export const glossaryCategorySchema = z.enum(glossaryCategoryValues);
export type GlossaryCategory = z.infer<typeof glossaryCategorySchema>;

/**
 * A glossary icon: the export name of a lucide-react icon (PascalCase). Which names the glossary
 * uses is read from its definitions (GlossaryIconName in shared/content/glossary-definitions.ts);
 * the client's icon map is typed against them, so a name without an icon does not compile.
 */
export const glossaryIconSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'Glossary icons are lucide-react icon names');

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
