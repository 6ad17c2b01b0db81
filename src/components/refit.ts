// The reader's own slice on a leaderboard page (RefitPanel.astro; issue 36 item 1, decision 0173): when the reader
// opens the filters (or the address holds a slice), the benchmark's cell table is fetched, each attribute's values
// are listed as checkboxes, and every change refits the ratings in the page with refitSlice, the statistics code
// the build's tests run (bundled by Astro into one module file). The address's query holds the selection
// (`?slice=1&judge=gpt-4&language=English`), so a link restores it. Names and values come from the data: they are
// written with textContent only, never parsed as HTML. Without JavaScript the panel stays hidden.
import { fixed, formatInterval, MISSING } from '../render/format.ts';
import type { CellTable } from '../stats/cellTable.ts';
import { CELL_FIELDS, CELL_STRIDE } from '../stats/cellTable.ts';
import {
  parseCellTable,
  REFIT_MIN_POINTS,
  refitSlice,
  type RefitResult,
  type RefitRow,
} from '../stats/refitSlice.ts';

/** A benchmark's cells download, as cellDownloads writes it. */
export interface CellsFile {
  benchmark: string;
  settings: { setting: string; table: CellTable }[];
  names: Record<string, string>;
}

/** A selection: the setting, and per attribute the values kept (none listed: every value). */
export interface Selection {
  setting: string;
  values: Record<string, string[]>;
}

/** The query parameter that marks an address holding a slice. */
export const SLICE_PARAM = 'slice';

/**
 * The query string of a selection: `slice=1`, the setting when there are several, then each attribute's values
 * in the table's attribute order.
 * @example sliceQuery({ setting: '', values: { judge: ['human'] } }, false) // 'slice=1&judge=human'
 */
export function sliceQuery(s: Selection, withSetting: boolean): string {
  const q = new URLSearchParams();
  q.set(SLICE_PARAM, '1');
  if (withSetting) q.set('setting', s.setting);
  for (const [name, values] of Object.entries(s.values)) for (const v of values) q.append(name, v);
  return q.toString();
}

/**
 * The selection an address holds, against the file's settings and attributes (unknown names and values are
 * dropped), or undefined when it holds none.
 */
export function readSlice(search: string, file: CellsFile): Selection | undefined {
  const q = new URLSearchParams(search);
  if (!q.has(SLICE_PARAM)) return undefined;
  const settings = file.settings.map((s) => s.setting);
  const wanted = q.get('setting');
  const setting = wanted !== null && settings.includes(wanted) ? wanted : settings[0]!;
  const table = file.settings.find((s) => s.setting === setting)!.table;
  const values: Record<string, string[]> = {};
  for (const a of table.attributes) {
    const kept = q.getAll(a.name).filter((v) => a.values.includes(v));
    if (kept.length > 0) values[a.name] = kept;
  }
  return { setting, values };
}

/** The selection a page opens with: the first setting, and the page's own judge when the judge is an attribute. */
export function defaultSlice(file: CellsFile, judge: string): Selection {
  const setting = file.settings[0]!.setting;
  const table = file.settings[0]!.table;
  const judges = table.attributes.find((a) => a.name === 'judge');
  return { setting, values: judges?.values.includes(judge) ? { judge: [judge] } : {} };
}

/** An attribute's name as a legend: "Judge", "Language", "Turns", "Month", "Anonymous vote", "Tag: hard". */
export function attributeLabel(name: string): string {
  if (name.startsWith('tag:')) return `Tag: ${name.slice(4)}`;
  const known: Record<string, string> = {
    judge: 'Judge',
    language: 'Language',
    turns: 'Turns',
    month: 'Month',
    anonymous: 'Anonymous vote',
  };
  return known[name] ?? name;
}

/** Parsed battles per value of each attribute, over the whole table. */
export function battlesByValue(table: CellTable): number[][] {
  const out = table.attributes.map((a) => a.values.map(() => 0));
  for (const cell of table.cells) {
    let n = 0;
    for (let p = 0; p < cell.counts.length; p += CELL_STRIDE)
      for (let f = 0; f < CELL_FIELDS.length - 1; f++) n += cell.counts[p + 2 + f]!;
    cell.at.forEach((v, k) => (out[k]![v]! += n));
  }
  return out;
}

/**
 * A selection in words: "Judge: GPT-4 or human votes; Turns: 1", with the setting when there are several;
 * "all judgments" when nothing is ticked.
 */
export function describeSlice(s: Selection, file: CellsFile): string {
  const parts = Object.entries(s.values).map(
    ([name, values]) =>
      `${attributeLabel(name)}: ${values.map((v) => (name === 'judge' ? (file.names[v] ?? v) : v || '(none)')).join(' or ')}`,
  );
  if (file.settings.length > 1) parts.unshift(`setting ${s.setting || 'all'}`);
  return parts.length > 0 ? parts.join('; ') : 'all judgments';
}

/** A row's rating cell: "1043.2", or the reason there is none. */
export function ratingCell(r: RefitRow): string {
  return r.rating === null ? MISSING : fixed(r.rating);
}

/** A row's interval cell: "[1001.1, 1088.0]", or why it is withheld. */
export function intervalCell(r: RefitRow): string {
  if (r.lo !== null && r.hi !== null) return formatInterval(r.lo, r.hi);
  if (r.rating === null) return `not rated: ${r.note ?? r.reason ?? 'no games'}`;
  if (r.intervalReason === 'too few games')
    return `too few games: scored ${fixed(r.wins + r.ties / 2)} and conceded ${fixed(r.losses + r.ties / 2)} points in this slice (fewer than ${REFIT_MIN_POINTS} either way)`;
  if (r.intervalReason === 'only ties') return 'no interval: only ties in this slice';
  return r.intervalReason ?? 'no interval';
}

/** A row's rank cell: "2", "2 of 3" when the models fall into several components, MISSING without an interval. */
export function rankCell(r: RefitRow, components: number): string {
  if (r.rank === null) return MISSING;
  return components > 1 ? `${r.rank} of ${r.rankAmong}` : String(r.rank);
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className) e.className = className;
  return e;
}

/** The refitted table: CI rank, model, rating, interval (or why none), battles; numbers as data for tests. */
function resultTable(
  fit: RefitResult,
  caption: string,
  title: string,
  name: (id: string) => string,
): HTMLElement {
  const wrap = element('div', undefined, 'table-wrap');
  // Scrolls sideways on a phone: focusable and named, as the site's other tables are.
  wrap.tabIndex = 0;
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', `${title}: your slice`);
  const tbl = element('table', undefined, 'data');
  tbl.dataset.refitTable = '';
  tbl.append(element('caption', `${caption} (Bradley-Terry, 95% sandwich intervals)`));
  const head = element('tr');
  for (const [label, num] of [
    ['CI rank', true],
    ['Model', false],
    ['Rating', true],
    ['95% interval', false],
    ['Battles', true],
  ] as const) {
    const th = element('th', label, num ? 'num' : undefined);
    th.scope = 'col';
    head.append(th);
  }
  tbl.append(element('thead'));
  tbl.tHead!.append(head);
  const body = element('tbody');
  for (const r of fit.rows) {
    const tr = element('tr');
    // The numbers as computed (shortest round-trip form), for a check against the build to the last digit.
    tr.dataset.model = r.model;
    if (r.rating !== null) tr.dataset.rating = String(r.rating);
    if (r.lo !== null && r.hi !== null) Object.assign(tr.dataset, { lo: String(r.lo), hi: String(r.hi) });
    const model = element('th', name(r.model));
    model.scope = 'row';
    tr.append(
      element('td', rankCell(r, fit.components), 'num'),
      model,
      element('td', ratingCell(r), 'num'),
      element('td', intervalCell(r)),
      element('td', fixed(r.games, 0), 'num'),
    );
    body.append(tr);
  }
  tbl.append(body);
  wrap.append(tbl);
  return wrap;
}

/** Wires every refit panel under `root`. */
export function enhanceRefit(root: ParentNode): void {
  for (const panel of root.querySelectorAll<HTMLDetailsElement>('details[data-refit]')) wire(panel);
}

function wire(panel: HTMLDetailsElement): void {
  const controls = panel.querySelector<HTMLElement>('[data-refit-controls]')!;
  const status = panel.querySelector<HTMLElement>('[data-refit-status]')!;
  const result = panel.querySelector<HTMLElement>('[data-refit-result]')!;
  const title = panel.dataset.title ?? 'leaderboard';
  let file: CellsFile | undefined;
  let loading: Promise<void> | undefined;
  let selection: Selection | undefined;
  const name = (id: string) => file?.names[id] ?? id;

  const load = () =>
    (loading ??= fetch(panel.dataset.cells!)
      .then((r) => {
        if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
        return r.json() as Promise<CellsFile>;
      })
      .then((f) => {
        f.settings.forEach((s) => (s.table = parseCellTable(s.table)));
        file = f;
        selection = readSlice(location.search, f) ?? defaultSlice(f, panel.dataset.judge ?? '');
        drawControls();
        refit(false);
      })
      .catch((e: unknown) => {
        status.textContent = `The slice table could not be loaded (${e instanceof Error ? e.message : String(e)}).`;
      }));

  const tableOf = () => file!.settings.find((s) => s.setting === selection!.setting)!.table;

  function drawControls(): void {
    controls.replaceChildren();
    const f = file!;
    if (f.settings.length > 1) {
      const set = element('fieldset');
      set.append(element('legend', 'Setting'));
      for (const s of f.settings) {
        const label = element('label');
        const input = element('input');
        input.type = 'radio';
        input.name = `${panel.id}-setting`;
        input.value = s.setting;
        input.checked = s.setting === selection!.setting;
        input.addEventListener('change', () => {
          selection = { setting: s.setting, values: {} };
          drawControls();
          refit(true);
        });
        label.append(input, ` ${s.setting || 'all'}`);
        set.append(label);
      }
      controls.append(set);
    }
    const table = tableOf();
    const counts = battlesByValue(table);
    table.attributes.forEach((a, k) => {
      const set = element('fieldset');
      set.append(element('legend', `${attributeLabel(a.name)} (none ticked: all)`));
      a.values.forEach((v, i) => {
        const label = element('label');
        const input = element('input');
        input.type = 'checkbox';
        input.value = v;
        input.checked = selection!.values[a.name]?.includes(v) ?? false;
        input.addEventListener('change', () => {
          const kept = [...set.querySelectorAll<HTMLInputElement>('input:checked')].map((x) => x.value);
          if (kept.length > 0) selection!.values[a.name] = kept;
          else delete selection!.values[a.name];
          refit(true);
        });
        const shown = a.name === 'judge' ? name(v) : v === '' ? '(none)' : v;
        label.append(input, ` ${shown} (${counts[k]![i]})`);
        set.append(label);
      });
      controls.append(set);
    });
    if (table.attributes.length === 0)
      controls.append(
        element('p', 'The judgments of this setting vary in no attribute: nothing to filter.', 'muted'),
      );
  }

  function refit(remember: boolean): void {
    const f = file!;
    const s = selection!;
    if (remember) {
      const query = sliceQuery(s, f.settings.length > 1);
      history.replaceState(null, '', `${location.pathname}?${query}${location.hash}`);
    }
    const t0 = performance.now();
    const fit = refitSlice(tableOf(), s.values);
    const ms = performance.now() - t0;
    result.replaceChildren();
    if (!fit) {
      status.textContent = 'Fewer than two models were compared in this slice: nothing to rate.';
      return;
    }
    status.textContent = `${fixed(fit.battles, 0)} battles in this slice; refitted in ${fixed(ms, 0)} ms.`;
    result.append(resultTable(fit, `Your slice: ${describeSlice(s, f)}`, title, name));
    if (fit.components > 1)
      result.append(
        element(
          'p',
          `The comparisons of this slice fall into ${fit.components} groups that never met: each group is rated on its own, centred on 1000, and ranks count within a group only.`,
          'note',
        ),
      );
  }

  panel.addEventListener('toggle', () => {
    if (panel.open) void load();
  });
  if (new URLSearchParams(location.search).has(SLICE_PARAM)) {
    panel.open = true;
    void load();
  }
  panel.hidden = false;
}
