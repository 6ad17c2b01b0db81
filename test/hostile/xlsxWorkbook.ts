// Minimal .xlsx workbooks written by hand for the hostile corpus: one sheet whose cells are text (shared or
// inline strings), numbers, booleans, or formulas with or without a saved value. Only the parts a reader needs.
import { zipArchive, type ZipEntry } from './zipArchive.ts';

/** A cell of the sheet: text, a number, a boolean, empty, or a formula and the value Excel saved for it. */
export type XlsxCell =
  string | number | boolean | null | { formula: string; saved?: string | number } | { inline: string };

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Column letters of a 0-based column index (0 -> A, 26 -> AA). */
function columnName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The sheet XML and shared strings of a grid of cells. */
function sheetXml(rows: readonly (readonly XlsxCell[])[]): { sheet: string; strings: string[] } {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const shared = (s: string) => {
    let k = index.get(s);
    if (k === undefined) {
      k = strings.length;
      strings.push(s);
      index.set(s, k);
    }
    return k;
  };
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((c, k) => {
          const ref = `${columnName(k)}${r + 1}`;
          if (c === null) return '';
          if (typeof c === 'string') return `<c r="${ref}" t="s"><v>${shared(c)}</v></c>`;
          if (typeof c === 'number') return `<c r="${ref}"><v>${c}</v></c>`;
          if (typeof c === 'boolean') return `<c r="${ref}" t="b"><v>${c ? 1 : 0}</v></c>`;
          if ('inline' in c) return `<c r="${ref}" t="inlineStr"><is><t>${esc(c.inline)}</t></is></c>`;
          const saved = c.saved === undefined ? '' : `<v>${esc(String(c.saved))}</v>`;
          const type = typeof c.saved === 'string' ? ' t="str"' : '';
          return `<c r="${ref}"${type}><f>${esc(c.formula)}</f>${saved}</c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return {
    sheet: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
    strings,
  };
}

/** The parts of a one-sheet workbook around a sheet XML (for workbooks whose sheet is built another way). */
export function workbookParts(sheet: ZipEntry, strings: readonly string[] = []): ZipEntry[] {
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('')}</sst>`;
  return [
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    },
    { name: 'xl/sharedStrings.xml', data: sst },
    sheet,
  ];
}

/** A one-sheet .xlsx workbook of the given rows (row 1 is the header). */
export function xlsxWorkbook(rows: readonly (readonly XlsxCell[])[]): Uint8Array {
  const { sheet, strings } = sheetXml(rows);
  return zipArchive(workbookParts({ name: 'xl/worksheets/sheet1.xml', data: sheet }, strings));
}

/** A workbook whose workbook part lists no sheet at all (an export that went wrong). */
export function xlsxWithoutSheets(): Uint8Array {
  return zipArchive(
    workbookParts({ name: 'xl/worksheets/sheet1.xml', data: '' })
      .map((p) =>
        p.name === 'xl/workbook.xml'
          ? {
              ...p,
              data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets></sheets></workbook>',
            }
          : p,
      )
      .filter((p) => p.name !== 'xl/worksheets/sheet1.xml'),
  );
}
