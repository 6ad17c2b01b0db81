// Client-side sorting of the tables SortableTable renders (bundled by Astro into one small module file; the
// table is complete without it). Each header's text moves into a <button>; a click sorts the body rows by the
// cells' data-sort values and sets aria-sort on that header. Numeric columns (th[data-type=number]) start
// descending (the best rate first), text columns ascending; a second click reverses. Empty or non-numeric
// values in a numeric column always sort last. Ties keep the server's order, so sorting is stable.

/** Compares two data-sort values in the given direction; `numeric` compares as numbers with blanks last. */
export function compareSortValues(a: string, b: string, numeric: boolean, ascending: boolean): number {
  if (numeric) {
    const x = a.trim() === '' ? NaN : Number(a);
    const y = b.trim() === '' ? NaN : Number(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return ascending ? x - y : y - x;
  }
  const c = collator.compare(a, b);
  return ascending ? c : -c;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Turns every table.sortable under `root` into a sortable table. */
export function enhanceTables(root: ParentNode): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('table.sortable')) {
    const body = table.tBodies[0];
    if (!body) continue;
    const original = [...body.rows];
    const headers = [...table.querySelectorAll<HTMLTableCellElement>('thead th')];
    headers.forEach((th, col) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sort';
      button.append(...th.childNodes);
      th.append(button);
      const numeric = th.dataset.type === 'number';
      button.addEventListener('click', () => {
        const now = th.getAttribute('aria-sort');
        const ascending = now ? now === 'descending' : !numeric;
        for (const h of headers) h.removeAttribute('aria-sort');
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
        const key = (tr: HTMLTableRowElement) => tr.cells[col]?.dataset.sort ?? '';
        const rows = [...original].sort(
          (a, b) =>
            compareSortValues(key(a), key(b), numeric, ascending) ||
            original.indexOf(a) - original.indexOf(b),
        );
        body.append(...rows);
      });
    });
  }
}
