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
  /**
   * The run this file holds (a snapshot's date, a version, a judge's name): its models become models of their own,
   * `<model>--<run>`, shown as "<name> (run <run>)", so that two runs of one model are compared item by item on the
   * compare page (decision 0175). Every file of a run carries the same label.
   */
  run: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'a run label may use only letters, digits, . _ -')
    .optional(),
});
export type ManifestFile = z.infer<typeof ManifestFileSchema>;

/** A model named by the manifest: its display name and the spellings that mean it. */
export const ManifestModelSchema = z.object({
  display: z.string().min(1),
  aliases: z.array(z.string()).default([]),
  link: z.string().optional(),
  groundTruth: z.boolean().optional(),
});

/** The manifest's choice of rating model (see ManifestSchema.ratings); absent fields take their defaults. */
export const RatingOptionsSchema = z
  .object({
    /** `half` (default): a tie counts half a win for each side; `davidson`: ties modelled (Davidson 1970). */
    ties: z.enum(['half', 'davidson']).optional(),
    /** `bootstrap` (default) or `sandwich` (robust standard errors); Davidson's fit has Wald intervals of its own. */
    intervals: z.enum(['bootstrap', 'sandwich']).optional(),
    /** `none` (default) or `inverse-pair-frequency` (every pair of models weighs the same; sandwich fit only). */
    weights: z.enum(['none', 'inverse-pair-frequency']).optional(),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.ties === 'davidson' && o.intervals !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['intervals'],
        message:
          'ties "davidson" has Wald intervals from its own information: leave "intervals" out (no bootstrap or sandwich is computed for it)',
      });
    if (o.weights === 'inverse-pair-frequency' && (o.ties === 'davidson' || o.intervals !== 'sandwich'))
      ctx.addIssue({
        code: 'custom',
        path: ['weights'],
        message: 'pair weights are offered with intervals "sandwich" (and ties "half") only',
      });
  });
export type RatingOptions = z.infer<typeof RatingOptionsSchema>;

/** A model's price: US dollars per million input tokens and per million output tokens. */
export const TokenPriceSchema = z
  .object({
    /** Dollars per million tokens the model reads (its prompt and the conversation before each chat it writes). */
    input: z.number().nonnegative(),
    /** Dollars per million tokens the model writes. */
    output: z.number().nonnegative(),
  })
  .strict();

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
  /**
   * Judge id (as the files name it) to the name pages show, e.g. `{ "GPT4o": { "display": "GPT-4o" } }`, and
   * `human: true` for a judge whose verdicts are people's.
   */
  judges: z
    .record(
      z.string(),
      z.object({
        display: z.string().min(1),
        /** True for people (crowd workers, interrogators): their labels calibrate the automatic judges. */
        human: z.boolean().optional(),
      }),
    )
    .default({}),
  /** Follow links that lead outside the data directory (default false: they are listed as not read). */
  followOutsideLinks: z.boolean().optional(),
  /** Bootstrap settings for every interval Parley draws. The seed is printed on the site. */
  bootstrap: z
    .object({
      seed: z.number().int().nonnegative().default(20231101),
      rounds: z.number().int().positive().max(100000).default(1000),
    })
    .default({ seed: 20231101, rounds: 1000 }),
  /**
   * How pairwise ratings (Bradley-Terry on Arena-style battles) are fitted, and which fit leads: ties counted as
   * half a win (`half`, the default) or modelled (`davidson`); intervals from the bootstrap (the default) or
   * sandwich standard errors; battles weighted equally (`none`) or by inverse pair frequency. Absent: the
   * defaults. Decision 0092.
   */
  ratings: RatingOptionsSchema.optional(),
  /**
   * Model id to its price in US dollars per million tokens, input (the context it reads) and output (what it
   * writes): `{ "gpt-4o": { "input": 2.5, "output": 10 } }`. Where the data hold a model's conversations, its
   * leaderboards get a cost column and a figure of score against cost (decision 0174); a model without a price
   * shows a dash.
   */
  prices: z.record(z.string(), TokenPriceSchema).default({}),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The manifest's file name when it lives in the data directory. */
export const MANIFEST_NAME = 'parley.manifest.json';
