// The question page's model chooser: `?models=a,b` in the URL shows only those models' answers; ticking a box
// updates the list and the URL (replacing the entry), so the view can be linked. Without JavaScript every answer
// is shown and the chooser stays hidden.

/** The models named by `?models=`, or undefined when the parameter is absent or empty. */
export function modelsOf(search: string): Set<string> | undefined {
  const raw = new URLSearchParams(search).get('models');
  if (!raw) return undefined;
  const ids = raw.split(',').filter((s) => s !== '');
  return ids.length ? new Set(ids) : undefined;
}

export function enhanceAnswers(root: Document): void {
  const box = root.querySelector<HTMLFieldSetElement>('[data-models]');
  if (!box) return;
  const inputs = [...box.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  const cards = [...root.querySelectorAll<HTMLElement>('article.answer[data-model]')];
  const show = (chosen: Set<string> | undefined) => {
    for (const i of inputs) i.checked = !chosen || chosen.has(i.value);
    for (const c of cards) c.hidden = !!chosen && !chosen.has(c.dataset.model ?? '');
  };
  show(modelsOf(location.search));
  box.hidden = false;
  box.addEventListener('change', () => {
    const on = inputs.filter((i) => i.checked).map((i) => i.value);
    const all = on.length === inputs.length;
    const url = new URL(location.href);
    if (all) url.searchParams.delete('models');
    else url.searchParams.set('models', on.join(','));
    history.replaceState(null, '', url);
    show(all ? undefined : new Set(on));
  });
}
