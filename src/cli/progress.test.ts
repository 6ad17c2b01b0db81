// The progress line, driven by a hand-held clock: what a terminal and a log see, and when.
import { describe, expect, it } from 'vitest';
import { bar, createProgress, formatElapsed, plainLine, ttyLine } from './progress.ts';

function recorder(mode: 'tty' | 'plain', columns = 100) {
  let t = 0;
  const out: string[] = [];
  const progress = createProgress({
    mode,
    write: (s) => out.push(s),
    print: (l) => out.push(`stdout: ${l}`),
    columns,
    now: () => t,
    ticks: false,
  });
  return { progress, out, at: (ms: number) => (t = ms) };
}

describe('the progress line on a terminal', () => {
  it('draws the step, a bar, the count, the detail and the elapsed time, redrawn in place', () => {
    const { progress, out, at } = recorder('tty');
    at(1000);
    progress.update({ stage: 'read', done: 0, total: 30, unit: 'files', detail: '0 rows' });
    at(5200);
    progress.update({
      stage: 'read',
      done: 12,
      total: 30,
      unit: 'files',
      detail: '45,120 rows · UniEval.tsv',
    });
    expect(out).toEqual([
      '\r\x1b[Kread [--------------------] 0/30 files · 0 rows · 0.0 s',
      '\r\x1b[Kread [########------------] 12/30 files · 45,120 rows · UniEval.tsv · 4.2 s',
    ]);
  });

  it('redraws at most ten times a second, and starts the clock again with each step', () => {
    const { progress, out, at } = recorder('tty');
    progress.update({ stage: 'read', done: 1, total: 3 });
    at(50);
    progress.update({ stage: 'read', done: 2, total: 3 }); // too soon: not drawn
    at(60);
    progress.update({ stage: 'pages', done: 10, unit: 'pages written' }); // a new step: drawn
    expect(out).toEqual([
      '\r\x1b[Kread [#######-------------] 1/3 · 0.0 s',
      '\r\x1b[Kpages 10 pages written · 0.0 s',
    ]);
  });

  it('clears its line before a result line and draws it again below, and cuts a line wider than the terminal', () => {
    const { progress, out, at } = recorder('tty', 30);
    progress.update({ stage: 'downloads and search index', done: 3, total: 17, unit: 'search parts' });
    progress.print('pages: 12.3 s');
    at(20);
    progress.update({ stage: 'downloads and search index', done: 4, total: 17, unit: 'search parts' });
    progress.end();
    progress.update({ stage: 'page weight' }); // after the end: nothing
    expect(out).toEqual([
      '\r\x1b[Kdownloads and search index […',
      '\r\x1b[K',
      'stdout: pages: 12.3 s',
      '\r\x1b[Kdownloads and search index […',
      '\r\x1b[K',
    ]);
    expect(out[0]!.length - '\r\x1b[K'.length).toBe(29);
  });
});

describe('the progress lines in a log', () => {
  it('says nothing of a step shorter than two seconds, then a line at two seconds and one every ten', () => {
    const { progress, out, at } = recorder('plain');
    progress.update({ stage: 'input hashes', done: 0, total: 5, unit: 'files' });
    at(1900);
    progress.update({ stage: 'input hashes', done: 4, total: 5, unit: 'files' });
    at(2000);
    progress.update({ stage: 'read', done: 0, total: 30, unit: 'files' }); // the hashes took 2 s, but ended
    at(4100);
    progress.update({ stage: 'read', done: 7, total: 30, unit: 'files' });
    at(9000);
    progress.update({ stage: 'read', done: 20, total: 30, unit: 'files' });
    at(14100);
    progress.update({ stage: 'read', done: 29, total: 30, unit: 'files' });
    progress.print('read 1,234 rows'); // a result line between: a log needs no clearing
    progress.end();
    expect(out).toEqual([
      '… read: 7/30 files · 2.1 s\n',
      '… read: 29/30 files · 12.1 s\n',
      'stdout: read 1,234 rows',
    ]);
  });

  it('says where it is when ten seconds passed without a line, even in a run of short steps', () => {
    const { progress, out, at } = recorder('plain');
    for (let s = 0; s < 12; s++) {
      at(s * 1500);
      progress.update({ stage: `step ${s}` }); // each 1.5 s: none reaches two seconds
    }
    at(18_000);
    progress.print('statistics and charts: 18.0 s'); // a result line counts as a sign of life
    at(27_500);
    progress.update({ stage: 'step 12' });
    at(28_100);
    progress.update({ stage: 'step 13' });
    expect(out).toEqual(['… step 7: 0.0 s\n', 'stdout: statistics and charts: 18.0 s', '… step 13: 0.0 s\n']);
  });

  it('prints nothing at all with --quiet', () => {
    const out: string[] = [];
    const quiet = createProgress({
      mode: 'off',
      write: (s) => out.push(s),
      print: (l) => out.push(`stdout: ${l}`),
      now: () => 1e9,
    });
    quiet.update({ stage: 'read', done: 1, total: 2 });
    quiet.print('built 10 pages');
    quiet.end();
    expect(out).toEqual(['stdout: built 10 pages']);
  });
});

describe('the parts of a progress line', () => {
  it('formats elapsed time in seconds, then in minutes', () => {
    expect([0, 4210, 59_949, 65_000, 331_400].map(formatElapsed)).toEqual([
      '0.0 s',
      '4.2 s',
      '59.9 s',
      '1 min 05 s',
      '5 min 31 s',
    ]);
  });

  it('draws a bar of twenty, full at the total and never over it', () => {
    expect(bar(0, 0)).toBe(`[${'-'.repeat(20)}]`);
    expect(bar(1, 2)).toBe(`[${'#'.repeat(10)}${'-'.repeat(10)}]`);
    expect(bar(9, 3)).toBe(`[${'#'.repeat(20)}]`);
  });

  it('writes a step without counts as its name and time', () => {
    expect(ttyLine({ stage: 'bootstraps' }, 1500)).toBe('bootstraps · 1.5 s');
    expect(plainLine({ stage: 'pages', detail: 'Astro bundles the site' }, 12_000)).toBe(
      '… pages: Astro bundles the site · 12.0 s',
    );
  });
});
