// What a ruTiE file's name says when no manifest speaks: the model of a submission or a server response, and
// the design of a human-benchmark pool. Pure.
import type { RutiePoolDesign } from '../../records/rutie.ts';

function parts(file: string): { base: string; folder: string } {
  const segments = file.split('/');
  return { base: segments[segments.length - 1] ?? file, folder: segments[segments.length - 2] ?? '' };
}

/**
 * The model a MERA submission file stands for: the file name without `.json`, without MERA's task suffix
 * `.ruTiE` and without a trailing `submission` word; MERA's own layout (`<model>/ruTiE.json`) gives the folder.
 * @example modelFromSubmissionName('sample_submission.ruTiE.json') // 'sample'
 * @example modelFromSubmissionName('runs/my-model/ruTiE.json') // 'my-model'
 */
export function modelFromSubmissionName(file: string): string {
  const { base, folder } = parts(file);
  const name = base
    .replace(/\.json$/i, '')
    .replace(/(^|[._-])rutie$/i, '')
    .replace(/(^|[._-])submission$/i, '');
  return name || folder || 'submission';
}

/**
 * The model a MERA server response belongs to: the file name without `.json` and a trailing `response` word,
 * so that `sample_response.json` pairs with `sample_submission.ruTiE.json`; a bare `response.json` takes its folder.
 * @example modelFromResponseName('sample_response.json') // 'sample'
 */
export function modelFromResponseName(file: string): string {
  const { base, folder } = parts(file);
  const name = base
    .replace(/\.json$/i, '')
    .replace(/(^|[._-])(server[._-]?)?response$/i, '')
    .replace(/(^|[._-])rutie$/i, '');
  return name || folder || 'response';
}

/**
 * The design of a human-benchmark pool from its file name: MERA publishes design 1 (answer history shown) as
 * `pool1` and design 2 (no history, memory only) as `pool2`, in the card's order; anything else needs the
 * manifest's `setting`.
 */
export function poolDesignFromName(file: string): RutiePoolDesign | undefined {
  const { base } = parts(file);
  if (/^pool[_-]?1\b|^pool[_-]?1\./i.test(base)) return 'with-history';
  if (/^pool[_-]?2\b|^pool[_-]?2\./i.test(base)) return 'without-history';
  if (/without[_-]?history|no[_-]?history/i.test(base)) return 'without-history';
  if (/with[_-]?history/i.test(base)) return 'with-history';
  return undefined;
}
