// Client-side sorting of the tables SortableTable renders, and the column chooser of Table.astro (bundled by
// Astro into one small module file; the table is complete without it). Each header's label moves into a
// <button>; a click sorts the body rows by the cells' data-sort values and sets aria-sort on that header. Numeric columns (th[data-type=number]) start
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

/** Turns every table.sortable under `root` into a sortable table, and shows every column chooser. */
export function enhanceTables(root: ParentNode): void {
  enhanceColumnChoosers(root);
  for (const table of root.querySelectorAll<HTMLTableElement>('table.sortable')) {
    const body = table.tBodies[0];
    if (!body) continue;
    const original = [...body.rows];
    const headers = [...table.querySelectorAll<HTMLTableCellElement>('thead th')];
    headers.forEach((th, col) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'sort';
      // The label only: the column's help button stays outside (a button cannot hold a button).
      const label = th.querySelector('.th-label') ?? th;
      button.append(...label.childNodes);
      label.append(button);
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

/** Hides or shows column `col` of `table` (its header and every body cell). */
export function setColumnHidden(table: HTMLTableElement, col: number, hidden: boolean): void {
  for (const row of table.rows) {
    const cell = row.cells[col];
    if (cell) cell.hidden = hidden;
  }
}

/**
 * The column chooser: a details element (hidden without JavaScript, where a link to the full table stands in)
 * whose checkboxes show and hide the columns of the table in the same block.
 */
export function enhanceColumnChoosers(root: ParentNode): void {
  for (const chooser of root.querySelectorAll<HTMLDetailsElement>('details[data-chooser]')) {
    const table = chooser.closest('.table-block')?.querySelector<HTMLTableElement>('table.data');
    if (!table) continue;
    const boxes = [...chooser.querySelectorAll<HTMLInputElement>('input[data-col]')];
    const count = chooser.querySelector('[data-count]');
    const update = () => {
      if (count) count.textContent = String(boxes.filter((b) => b.checked).length);
    };
    for (const box of boxes) {
      box.addEventListener('change', () => {
        setColumnHidden(table, Number(box.dataset.col), !box.checked);
        update();
      });
    }
    chooser.hidden = false;
  }
}
