// The aggregation stage as SQL: the statements that turn BotChat files and Arena battles into Parley's counts
// (docs/counts.md), for DuckDB here and for any SQL engine that can run regular expressions and JSON functions
// on a cluster. They follow ingest's rules row for row: judge answers read as judgeAnswer.ts reads them, model
// names resolved through the same alias table, every row that ingest would reject left out for the same reason,
// duplicates kept once (the first in file order). Pure: inputs in, SQL text out.
import type { KnownModel } from '../../ingest/modelRegistry.ts';
import { BOTCHAT_MAX_N } from '../botchat/protocol.ts';

/** One input file of the aggregation, with what the file name or the manifest says about it. */
export type CountsSource =
  | { role: 'botchat-unieval'; path: string; judge: string; setting: string }
  | { role: 'botchat-gteval' | 'botchat-arena'; path: string; judge: string; setting: string }
  | { role: 'botchat-convs'; path: string; columns: string[] }
  | {
      role: 'battles';
      path: string;
      format: 'jsonl' | 'tsv' | 'csv' | 'parquet';
      judge: string;
      setting: string;
      benchmark: string;
    };

/** A string literal in SQL. */
export function sqlString(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

/** A quoted identifier in SQL. */
function ident(s: string): string {
  return `"${s.replaceAll('"', '""')}"`;
}

/**
 * How DuckDB reads a delimited file with pandas' quoting, every cell as text; a short row is padded with nulls
 * (as Parley reads it), which DuckDB allows only with its single-threaded scanner. Replace on another engine.
 */
function readDelimited(path: string, delimiter: string): string {
  return `read_csv(${sqlString(path)}, delim = ${sqlString(delimiter)}, header = true, quote = '"', escape = '"', all_varchar = true, null_padding = true, parallel = false, max_line_size = 8388608, buffer_size = 33554432, strict_mode = false)`;
}

function readSource(s: Extract<CountsSource, { role: 'battles' }>): string {
  if (s.format === 'parquet') return `read_parquet(${sqlString(s.path)})`;
  if (s.format === 'jsonl')
    return `read_json(${sqlString(s.path)}, format = 'newline_delimited', columns = {model_a: 'VARCHAR', model_b: 'VARCHAR', winner: 'VARCHAR', judge: 'VARCHAR', question_id: 'VARCHAR'})`;
  return readDelimited(s.path, s.format === 'csv' ? ',' : '\t');
}

/** JavaScript's \s as an RE2 class body (RE2's \s is ASCII only). */
const JS_SPACE = String.raw`\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}`;

/** The characters JavaScript's trim() removes. */
const JS_SPACE_CHARS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** `trim()` as JavaScript does it; the ends are looked at first, since most cells need no trimming. */
const jsTrim = (x: string) =>
  `(CASE WHEN contains(${sqlString(JS_SPACE_CHARS)}, left(${x}, 1)) OR contains(${sqlString(JS_SPACE_CHARS)}, right(${x}, 1)) THEN trim(${x}, ${sqlString(JS_SPACE_CHARS)}) ELSE ${x} END)`;

/** judgeAnswer.ts's bare(): strips decoration around a choice value and lower-cases it. */
const bare = (x: string) =>
  `lower(regexp_replace(regexp_replace(${x}, '^[${JS_SPACE}*"''\`[(]+', ''), '[${JS_SPACE}*"''\`\\]).,;:!]+$', ''))`;

/** The values of every `Key: value` line of a judge answer, bared (judgeAnswer.ts fieldValues + bare). */
const fieldValues = (raw: string, key: string) =>
  `list_transform(list_filter(string_split_regex(coalesce(${raw}, ''), '\\r?\\n'), l -> regexp_matches(l, '(?i)${key}[${JS_SPACE}]*:')), l -> ${bare(`regexp_extract(l, '(?i)${key}[${JS_SPACE}]*:[${JS_SPACE}]*(.*)$', 1)`)})`;

/** A chats cell (already trimmed) read as parseChatsCell reads it: valid JSON, an array, only strings. */
const chatsOk = (t: string) =>
  `(${t} <> '' AND json_valid(${t}) AND json_type(${t}) = 'ARRAY' AND coalesce(list_bool_and(list_transform(json_extract(${t}, '$[*]'), x -> json_type(x) = 'VARCHAR')), true))`;
/** A cell trimmed as parseChatsCell trims it. */
const cellText = (cell: string) => jsTrim(`coalesce(${cell}, '')`);

/** slugify() of modelRegistry.ts for names not in the alias table (battles take new names as given). */
const slug = (x: string) =>
  `coalesce(nullif(left(regexp_replace(regexp_replace(regexp_replace(${x}, '[^A-Za-z0-9._-]+', '-', 'g'), '^[.-]+', ''), '-+$', ''), 80), ''), 'model')`;

/** A model name resolved through the alias table (null when unknown). */
const resolve = (x: string) =>
  `(SELECT id FROM parley_aliases WHERE name_key = lower(${jsTrim(`coalesce(${x}, '')`)}))`;
/** A battle's model name resolved through the aliases of the models any file may name. */
const resolveOpen = (x: string) =>
  `(SELECT id FROM parley_open_aliases WHERE name_key = lower(${jsTrim(`coalesce(${x}, '')`)}))`;

/** The statements that fill the alias tables: every model's names, and those of the models any file may name. */
function aliasStatements(models: readonly KnownModel[], aliases: ReadonlyMap<string, string>): string[] {
  const setup: string[] = [];
  setup.push(
    `CREATE OR REPLACE TEMP TABLE parley_aliases (name_key VARCHAR, id VARCHAR);`,
    `INSERT INTO parley_aliases VALUES ${[...aliases]
      .sort()
      .map(([k, id]) => `(${sqlString(k)}, ${sqlString(id)})`)
      .join(', ')};`,
  );
  // Battles keep their spellings: only the models any file may name (the manifest's) rename them.
  const open = new Map<string, string>();
  for (const m of models)
    if (m.scope === undefined) for (const a of [m.id, ...m.aliases]) open.set(a.trim().toLowerCase(), m.id);
  setup.push(
    `CREATE OR REPLACE TEMP TABLE parley_open_aliases (name_key VARCHAR, id VARCHAR);`,
    ...(open.size > 0
      ? [
          `INSERT INTO parley_open_aliases VALUES ${[...open]
            .sort()
            .map(([k, id]) => `(${sqlString(k)}, ${sqlString(id)})`)
            .join(', ')};`,
        ]
      : []),
  );
  return setup;
}

/** The statements that read the Uni-Eval judgments, as readBotchatUniEval keeps them, into parley_uni_read. */
function uniStatements(sources: readonly CountsSource[]): string[] {
  const setup: string[] = [];
  const uniParts = sources
    .filter((s) => s.role === 'botchat-unieval')
    .map((s, k) => {
      const src = `parley_uni_src_${k}`;
      setup.push(
        `CREATE OR REPLACE TEMP VIEW ${src} AS SELECT *, row_number() OVER () AS parley_row FROM ${readDelimited(s.path, '\t')};`,
      );
      // Narrow rows first (the judge's answer read, the conversation checked and measured): the duplicate check
      // below sorts these, never the conversation texts.
      return `SELECT 'botchat' AS benchmark, ${sqlString(s.setting)} AS setting, ${sqlString(s.judge)} AS judge, ${k} AS src, parley_row, model, seed, chats_ok,
  CASE WHEN chats_ok THEN json_array_length(conv) END AS length, choices, idx
FROM (SELECT parley_row, ${resolve('model')} AS model, ${jsTrim(`split_part(coalesce("index", ''), ';', 1)`)} AS seed, ${chatsOk('conv')} AS chats_ok, conv,
        ${fieldValues('gpt4', 'Choice')} AS choices, ${fieldValues('gpt4', 'Index')}[1] AS idx
      FROM (SELECT parley_row, model, "index", gpt4, ${cellText('conversation')} AS conv FROM ${src}))`;
    });
  setup.push(
    `CREATE OR REPLACE TEMP VIEW parley_uni_rows AS ${
      uniParts.length
        ? uniParts.join(' UNION ALL ')
        : `SELECT NULL::VARCHAR AS benchmark, NULL::VARCHAR AS setting, NULL::VARCHAR AS judge, 0 AS src, 0::BIGINT AS parley_row, NULL::VARCHAR AS model, NULL::VARCHAR AS seed, false AS chats_ok, NULL::BIGINT AS length, NULL::VARCHAR[] AS choices, NULL::VARCHAR AS idx WHERE false`
    };`,
    // Valid rows (known model, a seed, readable chats); the first per (file, seed, model) is kept.
    `CREATE OR REPLACE TEMP VIEW parley_uni AS
SELECT benchmark, setting, judge, model, length, choices, idx
FROM (SELECT *, row_number() OVER (PARTITION BY src, seed, model ORDER BY parley_row) AS nth
      FROM parley_uni_rows WHERE model IS NOT NULL AND seed <> '' AND chats_ok)
WHERE nth = 1;`,
    `CREATE OR REPLACE TEMP TABLE parley_uni_read AS
SELECT benchmark, setting, judge, model, length, verdict,
  CASE WHEN verdict <> 'ai' THEN NULL
       WHEN idx IS NULL OR idx IN ('none', '') OR regexp_extract(idx, '^([0-9]+)', 1) = '' THEN NULL
       WHEN TRY_CAST(regexp_extract(idx, '^([0-9]+)', 1) AS BIGINT) >= 1 THEN TRY_CAST(regexp_extract(idx, '^([0-9]+)', 1) AS BIGINT)
       ELSE NULL END AS first_ai_chat
FROM (
  SELECT *,
    CASE WHEN len(kinds) = 0 OR len(list_distinct(kinds)) > 1 THEN 'unparsed'
         WHEN kinds[1] = 'no' THEN 'human' WHEN kinds[1] = 'yes' THEN 'ai' ELSE 'unparsed' END AS verdict
  FROM (SELECT *, list_transform(choices, c -> CASE WHEN starts_with(c, 'yes') THEN 'yes' WHEN starts_with(c, 'no') THEN 'no' ELSE c END) AS kinds FROM parley_uni)
);`,
  );
  return setup;
}

/** The four queries whose results are the tables of a counts file, over the views the setup made. */
function countsQueries(tokensTable: string): { uni: string; passes: string; pairs: string; lengths: string } {
  return {
    uni: `SELECT * FROM (
  SELECT benchmark, setting, judge, model, verdict, first_ai_chat AS "firstAiChat", length, count(*) AS count
  FROM parley_uni_read GROUP BY 1, 2, 3, 4, 5, 6, 7)
ORDER BY benchmark, setting, judge, model, verdict, coalesce("firstAiChat", 0), coalesce(length, 0);`,
    passes: `WITH g AS (
  SELECT benchmark, setting, judge,
    CASE WHEN benchmark = 'botchat' THEN ${BOTCHAT_MAX_N} ELSE greatest(1, max(coalesce(length, 0)), max(coalesce(first_ai_chat, 0))) END AS max_n
  FROM parley_uni_read GROUP BY benchmark, setting, judge),
m AS (SELECT u.benchmark, u.setting, u.judge, u.model, g.max_n,
        count(*) FILTER (WHERE verdict <> 'unparsed') AS total, count(*) FILTER (WHERE verdict = 'unparsed') AS unparsed
      FROM parley_uni_read u JOIN g USING (benchmark, setting, judge) GROUP BY u.benchmark, u.setting, u.judge, u.model, g.max_n),
n AS (SELECT m.*, unnest(range(1, CAST(m.max_n AS BIGINT) + 1)) AS "N" FROM m),
h AS (SELECT benchmark, setting, judge, model, verdict, first_ai_chat, count(*) AS c FROM parley_uni_read GROUP BY ALL)
SELECT n.benchmark, n.setting, n.judge, n.model, n."N",
  coalesce(sum(h.c) FILTER (WHERE h.verdict = 'human' OR (h.verdict = 'ai' AND h.first_ai_chat > n."N")), 0) AS passed,
  n.total, n.unparsed
FROM n LEFT JOIN h ON h.benchmark = n.benchmark AND h.setting = n.setting AND h.judge = n.judge AND h.model = n.model
GROUP BY n.benchmark, n.setting, n.judge, n.model, n."N", n.total, n.unparsed
ORDER BY n.benchmark, n.setting, n.judge, n.model, n."N";`,
    pairs: `SELECT benchmark, kind, setting, judge, least(model1, model2) AS model1, greatest(model1, model2) AS model2,
  count(*) FILTER (WHERE (outcome = 'model1' AND model1 < model2) OR (outcome = 'model2' AND model2 < model1)) AS wins1,
  count(*) FILTER (WHERE (outcome = 'model2' AND model1 < model2) OR (outcome = 'model1' AND model2 < model1)) AS wins2,
  count(*) FILTER (WHERE outcome = 'tie') AS ties,
  count(*) FILTER (WHERE outcome = 'bothbad') AS bothbad,
  count(*) FILTER (WHERE outcome = 'unparsed') AS unparsed
FROM parley_pairs WHERE model1 <> model2 GROUP BY ALL
ORDER BY benchmark, kind, setting, judge, model1, model2;`,
    lengths: `SELECT c.benchmark, c.model, t.tokens, count(*) AS chats,
  count(*) FILTER (WHERE len(regexp_extract_all(c.chat, '[^${JS_SPACE}]+')) > 60) AS "over60Words"
FROM parley_chats c JOIN ${tokensTable} t ON t.sha1 = sha1(c.chat)
GROUP BY ALL ORDER BY c.benchmark, c.model, t.tokens;`,
  };
}

/**
 * The statements that compute the counts: temporary views named `parley_*`, ending in four queries whose
 * results are the tables of a counts file (uni, passes, pairs, lengths). `tokensTable` names a table
 * `(sha1 VARCHAR, tokens INTEGER)` with the cl100k token count of each generated chat by the SHA-1 hex of its
 * UTF-8 text: tokenising is a per-text map left to the engine's host (Parley fills it; see runCountsSql.ts).
 */
export function countsSql(
  sources: readonly CountsSource[],
  models: readonly KnownModel[],
  options: { tokensTable?: string } = {},
): {
  setup: string[];
  chats: string;
  queries: { uni: string; passes: string; pairs: string; lengths: string };
} {
  const tokensTable = options.tokensTable ?? 'parley_chat_tokens';
  const aliases = new Map<string, string>();
  for (const m of models) for (const a of [m.id, ...m.aliases]) aliases.set(a.trim().toLowerCase(), m.id);
  const gt = models.filter((m) => m.isGroundTruth).map((m) => m.id);
  const setup = [...aliasStatements(models, aliases), ...uniStatements(sources)];

  // Pairwise judgments: BotChat GT and Arena files, and battles.
  const pairChoice = (c: string) =>
    `CASE WHEN regexp_matches(${c}, '^conversation[${JS_SPACE}]*1\\b') OR ${c} = '1' THEN 'model2'
          WHEN regexp_matches(${c}, '^conversation[${JS_SPACE}]*2\\b') OR ${c} = '2' THEN 'model1'
          WHEN starts_with(${c}, 'both') THEN 'bothbad' WHEN starts_with(${c}, 'neither') THEN 'tie' ELSE 'unparsed' END`;
  const pairParts: string[] = [];
  sources.forEach((s, k) => {
    if (s.role === 'botchat-gteval' || s.role === 'botchat-arena') {
      const src = `parley_pair_src_${k}`;
      setup.push(
        `CREATE OR REPLACE TEMP VIEW ${src} AS SELECT *, row_number() OVER () AS parley_row FROM ${readDelimited(s.path, '\t')};`,
        `CREATE OR REPLACE TEMP VIEW ${src}_ok AS
SELECT model1, model2, outs FROM (
  SELECT *, CASE WHEN cmp = '' THEN 1 ELSE row_number() OVER (PARTITION BY cmp ORDER BY parley_row) END AS nth
  FROM (SELECT ${resolve('"A"')} AS model1, ${resolve('"B"')} AS model2, ${jsTrim(`coalesce(cmp_index, '')`)} AS cmp,
          ${chatsOk('c1')} AND ${chatsOk('c2')} AS chats_ok, parley_row,
          list_transform(${fieldValues('gpt4', 'Choice')}, c -> ${pairChoice('c')}) AS outs
        FROM (SELECT parley_row, "A", "B", cmp_index, gpt4, ${cellText('conversation1')} AS c1, ${cellText('conversation2')} AS c2 FROM ${src}))
  WHERE model1 IS NOT NULL AND model2 IS NOT NULL AND (model1 <> model2 OR model1 IN (${gt.map(sqlString).join(', ') || "''"})) AND chats_ok
) WHERE nth = 1;`,
      );
      const isGt = `(model1 IN (${gt.map(sqlString).join(', ') || "''"}) OR model2 IN (${gt.map(sqlString).join(', ') || "''"}))`;
      pairParts.push(
        `SELECT 'botchat' AS benchmark, CASE WHEN ${isGt} THEN 'gt' ELSE 'arena' END AS kind, CASE WHEN ${isGt} THEN '' ELSE ${sqlString(s.setting)} END AS setting, ${sqlString(s.judge)} AS judge, model1, model2,
  CASE WHEN len(outs) = 0 OR len(list_distinct(outs)) > 1 THEN 'unparsed' ELSE outs[1] END AS outcome
FROM ${src}_ok`,
      );
    } else if (s.role === 'battles') {
      const src = `parley_battle_src_${k}`;
      const text = (c: string) => jsTrim(`coalesce(CAST(${ident(c)} AS VARCHAR), '')`);
      const known = (c: string) => resolveOpen(`CAST(${ident(c)} AS VARCHAR)`);
      setup.push(
        `CREATE OR REPLACE TEMP VIEW ${src} AS SELECT * FROM ${readSource(s)};`,
        `CREATE OR REPLACE TEMP VIEW ${src}_ok AS
SELECT coalesce(${known('model_a')}, ${slug(text('model_a'))}) AS model1, coalesce(${known('model_b')}, ${slug(text('model_b'))}) AS model2,
  CASE ${text('winner')} WHEN 'model_a' THEN 'model1' WHEN 'model_b' THEN 'model2' WHEN 'tie' THEN 'tie' WHEN 'tie (bothbad)' THEN 'bothbad' END AS outcome,
  ${s.format === 'jsonl' ? `coalesce(nullif(${text('judge')}, ''), ${sqlString(s.judge)})` : sqlString(s.judge)} AS judge
FROM ${src}
WHERE ${text('model_a')} <> '' AND ${text('model_b')} <> '' AND ${text('winner')} IN ('model_a', 'model_b', 'tie', 'tie (bothbad)');`,
      );
      pairParts.push(
        `SELECT ${sqlString(s.benchmark)} AS benchmark, 'arena' AS kind, ${sqlString(s.setting)} AS setting, judge, model1, model2, outcome FROM ${src}_ok WHERE model1 <> model2`,
      );
    }
  });
  setup.push(
    `CREATE OR REPLACE TEMP TABLE parley_pairs AS ${
      pairParts.length
        ? pairParts.join(' UNION ALL ')
        : `SELECT NULL::VARCHAR AS benchmark, NULL::VARCHAR AS kind, NULL::VARCHAR AS setting, NULL::VARCHAR AS judge, NULL::VARCHAR AS model1, NULL::VARCHAR AS model2, NULL::VARCHAR AS outcome WHERE false`
    };`,
  );

  // Generated chats of model conversations (after the two seed chats), for the length histogram.
  const convParts: string[] = [];
  sources.forEach((s, k) => {
    if (s.role !== 'botchat-convs') return;
    const src = `parley_conv_src_${k}`;
    setup.push(
      `CREATE OR REPLACE TEMP VIEW ${src} AS SELECT *, row_number() OVER () AS parley_row FROM ${readDelimited(s.path, '\t')};`,
      // The first row of each seed id, found on narrow rows, then joined back to the conversation cells.
      `CREATE OR REPLACE TEMP TABLE ${src}_keep AS
SELECT parley_row FROM (SELECT parley_row, seed_id, row_number() OVER (PARTITION BY seed_id ORDER BY parley_row) AS nth
      FROM (SELECT parley_row, ${jsTrim(`coalesce("index", '')`)} AS seed_id FROM ${src}))
WHERE seed_id <> '' AND nth = 1;`,
      `CREATE OR REPLACE TEMP VIEW ${src}_seeds AS SELECT s.* FROM ${src} s SEMI JOIN ${src}_keep k ON s.parley_row = k.parley_row;`,
    );
    for (const col of s.columns) {
      if (col === 'index' || col === 'nround' || col === '') continue;
      const id = aliases.get(col.trim().toLowerCase());
      if (id === undefined || gt.includes(id)) continue;
      convParts.push(
        `SELECT 'botchat' AS benchmark, ${sqlString(id)} AS model, cell FROM (SELECT ${cellText(ident(col))} AS cell FROM ${src}_seeds) WHERE ${chatsOk('cell')}`,
      );
    }
  });
  const chats = `SELECT benchmark, model, chat FROM (
  SELECT benchmark, model, unnest(CAST(json_extract_string(cell, '$[*]') AS VARCHAR[])[3:]) AS chat FROM (${
    convParts.length
      ? convParts.join(' UNION ALL ')
      : `SELECT NULL::VARCHAR AS benchmark, NULL::VARCHAR AS model, NULL::VARCHAR AS cell WHERE false`
  }))`;
  setup.push(`CREATE OR REPLACE TEMP TABLE parley_chats AS ${chats};`);

  const queries = countsQueries(tokensTable);
  return { setup, chats: `SELECT DISTINCT sha1(chat) AS sha1, chat FROM parley_chats`, queries };
}
