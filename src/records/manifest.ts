import { z } from 'zod';

/** A role name: which reader reads a file. The roles are the profiles' (src/profiles); an unknown one is reported. */
export const RoleSchema = z.string().min(1);
export type Role = z.infer<typeof RoleSchema>;

/** One file named by a manifest. */
export const ManifestFileSchema = z.object({
  /** Path relative to the data directory, forward slashes. */
  path: z.string().min(1),
  role: RoleSchema,
  /** Who judged (overrides what the file or its folder says). */
  judge: z.string().optional(),
  /** Setting label: `N=8`, `N=16` for BotChat Arena files, `6`/`12` turns for HCG. */
  setting: z.string().optional(),
  /** Benchmark name for generic sources (battles); defaults to the role's family. */
  benchmark: z.string().optional(),
  /** The model a ruTiE submission or MERA server response belongs to (default: from the file name). */
  model: z.string().min(1).optional(),
  /**
   * The id of a profile whose model spellings this file uses (`botchat`): by default a profile's table applies only
   * to its own files, and every other file keeps its spellings exactly.
   */
  modelTable: z.string().min(1).optional(),
});
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

/** A model named by the manifest: its display name and the spellings that mean it. */
export const ManifestModelSchema = z.object({
  display: z.string().min(1),
  aliases: z.array(z.string()).default([]),
  link: z.string().optional(),
  groundTruth: z.boolean().optional(),
});

/**
 * `parley.manifest.json`: optional, in the data directory or given with `--manifest`. Without it, files are
 * recognised from their names and headers. With a `files` list, exactly those files are read.
 */
export const ManifestSchema = z.object({
  /** Site title. */
  title: z.string().optional(),
  description: z.string().optional(),
  /** Marks the data as demonstration data; every page says so. */
  demo: z.boolean().default(false),
  files: z.array(ManifestFileSchema).optional(),
  /** Model id to its display name and aliases. Ids must be path-safe. */
  models: z
    .record(
      z.string().regex(/^[A-Za-z0-9._-]+$/, 'model ids may use only letters, digits, . _ -'),
      ManifestModelSchema,
    )
    .default({}),
  /** Judge id (as the files name it) to the name pages show, e.g. `{ "GPT4o": { "display": "GPT-4o" } }`. */
  judges: z.record(z.string(), z.object({ display: z.string().min(1) })).default({}),
  /** Follow links that lead outside the data directory (default false: they are listed as not read). */
  followOutsideLinks: z.boolean().optional(),
  /** Bootstrap settings for every interval Parley draws. The seed is printed on the site. */
  bootstrap: z
    .object({
      seed: z.number().int().nonnegative().default(20231101),
      rounds: z.number().int().positive().max(100000).default(1000),
    })
    .default({ seed: 20231101, rounds: 1000 }),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The manifest's file name when it lives in the data directory. */
export const MANIFEST_NAME = 'parley.manifest.json';
