import { z } from 'zod';

export const communityTypeValues = ['forum', 'education', 'news', 'podcast', 'video', 'documentation'] as const;
export const communityTypeSchema = z.enum(communityTypeValues);
export type CommunityType = z.infer<typeof communityTypeSchema>;

export const trustLevelValues = ['verified', 'established', 'emerging'] as const;
export const trustLevelSchema = z.enum(trustLevelValues);
export type TrustLevel = z.infer<typeof trustLevelSchema>;

const text = z.string().trim().min(1);

export const communityResourceSchema = z.strictObject({
  name: text,
  description: text,
  url: z.url({ protocol: /^https$/, error: 'Community links must be https URLs' }),
  type: communityTypeSchema,
  trustLevel: trustLevelSchema,
  /** Approximate and public, e.g. '4M+ members'; omitted where no figure is well known. */
  userCount: text.optional(),
  highlights: z.array(text).min(1),
});
export type CommunityResource = z.infer<typeof communityResourceSchema>;

/** The directory: names and URLs unique. */
export const communityResourceListSchema = z.array(communityResourceSchema).superRefine((resources, ctx) => {
  const names = new Set<string>();
  const urls = new Set<string>();
  resources.forEach((resource, index) => {
    const name = resource.name.toLowerCase();
    if (names.has(name))
      ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `Duplicate name "${resource.name}"` });
    names.add(name);
    if (urls.has(resource.url))
      ctx.addIssue({ code: 'custom', path: [index, 'url'], message: `Duplicate URL "${resource.url}"` });
    urls.add(resource.url);
  });
});

export const communitySafetyGuidelineSchema = z.strictObject({ title: text, text });
export type CommunitySafetyGuideline = z.infer<typeof communitySafetyGuidelineSchema>;
