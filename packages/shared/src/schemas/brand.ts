// Request and answer schemas of the operator's brand (docs/decisions/180), apart from the colour helpers in
// ../brand.ts so screens that only apply a brand do not load the schema library.
import { z } from 'zod';
import { brandColourProblem, normalizeHexColour } from '../brand-colours';

const brandColourSchema = (label: string) =>
  z
    .string({ error: `The ${label} must be a hex colour such as #0a7ea4.` })
    .superRefine((value, ctx) => {
      const problem = brandColourProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(normalizeHexColour);

const brandTextSchema = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .min(1, `The ${label} cannot be empty.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/** What the console's brand form sends; the logo has its own upload. */
export const brandSettingsSchema = z.object({
  name: brandTextSchema('operator name', 60),
  shortName: brandTextSchema('short name', 12),
  primaryColor: brandColourSchema('primary colour'),
  accentColor: brandColourSchema('accent colour'),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The brand in force, as answered (GET /api/config, the console's settings). */
export const brandSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string().nullable(),
});
