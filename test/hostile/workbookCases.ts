// Hostile .xlsx workbooks: files that are no zip, archives cut short or damaged, zip bombs (honest and lying),
// a sheet spanning billions of cells, an XML entity bomb, formulas, and numbers or booleans where text belongs.
import { deflateRawSync } from 'node:zlib';
import type { Expected, HostileCase } from './hostileCase.ts';
import { on } from './readerCases.ts';
import { CHATS, delimited } from './validExamples.ts';
import { workbookParts, xlsxWorkbook, type XlsxCell } from './xlsxWorkbook.ts';
import { deflatedZeros, zipArchive, type ZipEntry } from './zipArchive.ts';
import { FORMULA_PAYLOADS, MARKUP_PAYLOADS } from './payloads.ts';

const rejected = (says: string): Expected => ({ outcome: 'rejected', says });
const problem = (says: string): Expected => ({ outcome: 'problem', says });
const ok: Expected = { outcome: 'accepted' };

const SHEET = 'xl/worksheets/sheet1.xml';
const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
const GT_HEADER_ROW =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>index</t></is></c><c r="B1" t="inlineStr"><is><t>conv-GT</t></is></c><c r="C1" t="inlineStr"><is><t>nround</t></is></c></row>';

/** A ground-truth workbook whose sheet is the given XML rows (after the header row). */
const gtSheet = (rows: string, options: Partial<ZipEntry> = {}) =>
  zipArchive(workbookParts({ name: SHEET, data: sheetXml(GT_HEADER_ROW + rows), ...options }));

const gtRows = (rows: XlsxCell[][]) => xlsxWorkbook([['index', 'conv-GT', 'nround'], ...rows]);
const chats = JSON.stringify(CHATS.a);

/** The cases of the unit tier; `bombBytes` is the size of the lying bomb's payload (the corpus tier uses GiBs). */
export async function workbookCases(bombBytes = 64 * 1024 * 1024): Promise<HostileCase[]> {
  const valid = gtRows([['MT-1', chats, 4]]);
  const lying = await deflatedZeros(bombBytes);
  const billionLaughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "${'&lol;'.repeat(10)}"><!ENTITY lol2 "${'&lol1;'.repeat(10)}"><!ENTITY lol3 "${'&lol2;'.repeat(10)}"><!ENTITY lol4 "${'&lol3;'.repeat(10)}"><!ENTITY lol5 "${'&lol4;'.repeat(10)}"><!ENTITY lol6 "${'&lol5;'.repeat(10)}"><!ENTITY lol7 "${'&lol6;'.repeat(10)}"><!ENTITY lol8 "${'&lol7;'.repeat(10)}"><!ENTITY lol9 "${'&lol8;'.repeat(10)}">]>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${GT_HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>&lol9;</t></is></c><c r="B2" t="inlineStr"><is><t>${chats.replace(/"/g, '&quot;')}</t></is></c><c r="C2"><v>4</v></c></row></sheetData></worksheet>`;
  return [
    on(
      'gt-xlsx',
      'not-a-zip',
      'a TSV file named .xlsx',
      delimited([
        ['index', 'conv-GT', 'nround'],
        ['MT-1', chats, '4'],
      ]),
      problem(
        'it is not a zip archive, as every .xlsx workbook is (it starts "index\\tconv-GT\\tnround\\nMT-"); is it a CSV or TSV file named .xlsx?',
      ),
    ),
    on(
      'gt-xlsx',
      'binary-junk',
      'random bytes named .xlsx',
      new Uint8Array(Array.from({ length: 300 }, (_, k) => (k * 7919) % 256)),
      problem('it is not a zip archive, as every .xlsx workbook is; is it a CSV or TSV file named .xlsx?'),
    ),
    on(
      'gt-xlsx',
      'cut-short',
      'a workbook cut at 60% of its bytes',
      valid.subarray(0, Math.floor(valid.length * 0.6)),
      problem('the zip archive has no directory at its end: is the file cut short?'),
    ),
    on(
      'gt-xlsx',
      'zip-bomb-honest',
      'a zip bomb whose directory says its sheet inflates to 4 GiB',
      gtSheet('', { deflated: { bytes: deflateRawSync(Buffer.alloc(1024)), size: 0xffffffff, crc: 0 } }),
      problem(
        'its parts would inflate to 4096 MiB, more than the 400 MiB Parley opens (MAX_XLSX_EXPANDED_BYTES; a zip bomb?)',
      ),
    ),
    on(
      'gt-xlsx',
      'zip-bomb-lying',
      `a zip bomb: a sheet of ${bombBytes / 1024 / 1024} MiB of zeros whose directory says 2,000 bytes`,
      gtSheet('', { deflated: { ...lying, size: 2000 } }),
      problem(
        'part "xl/worksheets/sheet1.xml" inflates to more than the 2000 bytes the archive says (a zip bomb?)',
      ),
    ),
    on(
      'gt-xlsx',
      'sizes-understated-stored',
      'a part stored uncompressed whose size is given short',
      gtSheet('<row r="2"><c r="A2"><v>1</v></c></row>', { store: true, claimedSize: 10 }),
      problem('part "xl/worksheets/sheet1.xml" inflates to more than the 10 bytes the archive says'),
    ),
    on(
      'gt-xlsx',
      'damaged-deflate',
      'a part whose deflated data is junk',
      zipArchive(
        workbookParts({
          name: SHEET,
          deflated: { bytes: new Uint8Array([0xff, 0xff, 0xff, 0x00, 0x12]), size: 100, crc: 0 },
        }),
      ),
      problem('part "xl/worksheets/sheet1.xml" is not valid deflated data: the archive is damaged'),
    ),
    on(
      'gt-xlsx',
      'bzip2',
      'a part compressed with a method .xlsx never uses (bzip2)',
      gtSheet('', { claimedMethod: 12 }),
      problem('part "xl/worksheets/sheet1.xml" uses compression method 12, which .xlsx files do not'),
    ),
    on(
      'gt-xlsx',
      'far-cell',
      'a 1 KB sheet with one cell at XFD1048576 (the reader would fill 17 billion cells)',
      gtSheet('<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>'),
      problem(
        'sheet "xl/worksheets/sheet1.xml" spans 1048576 rows by 16384 columns, more than the 16777216 cells Parley reads from a sheet (MAX_XLSX_GRID_CELLS)',
      ),
    ),
    // The XML reader does not expand the entities a document defines: the cell reads as the text "&lol9;".
    on(
      'gt-xlsx',
      'entity-bomb',
      'a sheet whose XML defines entities that would expand a billionfold',
      zipArchive(workbookParts({ name: SHEET, data: billionLaughs })),
      ok,
    ),
    // Found by fuzzing: the spreadsheet reader waited for ever on an archive with bytes after its end.
    on(
      'gt-xlsx',
      'trailing-directory',
      'a workbook followed by a second copy of its zip directory',
      new Uint8Array(Buffer.concat([valid, valid.subarray(valid.length - 81)])),
      problem(
        "81 bytes lie between the zip directory and the archive's end: the file is damaged (two files joined?)",
      ),
    ),
    on(
      'gt-xlsx',
      'two-joined',
      'two workbooks joined into one file',
      new Uint8Array(Buffer.concat([valid, valid])),
      problem('the file is damaged'),
    ),
    on(
      'gt-xlsx',
      'trailing-junk',
      'a workbook with text after its end',
      new Uint8Array(Buffer.concat([valid, Buffer.from('trailing junk')])),
      problem('13 bytes follow the end of the zip archive: the file is damaged (two files joined?)'),
    ),
    on(
      'gt-xlsx',
      'not-a-workbook',
      'a zip archive with no workbook in it',
      zipArchive([{ name: 'hello.txt', data: 'hello' }]),
      problem('not a readable .xlsx workbook'),
    ),
    on(
      'gt-xlsx',
      'formula-saved',
      'formulas with their saved values (the values are read; nothing is evaluated)',
      gtRows([
        [
          { formula: 'CONCAT("MT-","1")', saved: 'MT-1' },
          { formula: 'B9', saved: chats },
          { formula: '2+2', saved: 4 },
        ],
      ]),
      ok,
    ),
    on(
      'gt-xlsx',
      'formula-unsaved',
      'a formula with no saved value where a number belongs',
      gtRows([['MT-1', chats, { formula: 'LEN(B2)' }]]),
      rejected('MuTual_test.xlsx: row 2: column nround: expected a whole number, got ""'),
    ),
    on(
      'gt-xlsx',
      'formula-text',
      'text cells starting with =, +, -, @',
      gtRows(FORMULA_PAYLOADS.map((f, k) => [`MT-${k + 1}`, JSON.stringify([f, f]), 2])),
      ok,
    ),
    on(
      'gt-xlsx',
      'number-for-text',
      'a number where the seed id belongs, a boolean where chats belong',
      gtRows([
        [17, chats, 4],
        ['MT-2', true, 2],
      ]),
      rejected('row 3: column conv-GT: broken JSON'),
    ),
    on(
      'gt-xlsx',
      'text-for-number',
      'text where the chat count belongs',
      gtRows([['MT-1', chats, 'four']]),
      rejected('row 2: column nround: expected a whole number, got "four"'),
    ),
    on('gt-xlsx', 'count-negative', 'a negative chat count', gtRows([['MT-1', chats, -4]]), {
      outcome: 'warned',
      says: 'row 2: column nround: nround is -4 but conv-GT has 4 chats; the chat count is used',
    }),
    on(
      'gt-xlsx',
      'count-nan',
      'a chat count written NaN',
      gtRows([['MT-1', chats, 'NaN']]),
      rejected('expected a whole number, got "NaN"'),
    ),
    on(
      'gt-xlsx',
      'duplicate',
      'one seed twice',
      gtRows([
        ['MT-1', chats, 4],
        ['MT-1', chats, 4],
      ]),
      rejected('row 3: column index: duplicate seed id "MT-1" (first at row 2)'),
    ),
    on(
      'gt-xlsx',
      'markup',
      'chats carrying markup',
      gtRows([['MT-1', JSON.stringify(MARKUP_PAYLOADS), MARKUP_PAYLOADS.length]]),
      ok,
    ),
    on(
      'gt-xlsx',
      'cell-10mb',
      'a 10 MB chat in a shared string',
      gtRows([['MT-1', JSON.stringify(['z'.repeat(10 * 1024 * 1024), 'b']), 2]]),
      ok,
    ),
    on('gt-xlsx', 'header-only', 'a workbook with a header and no rows', gtRows([]), {
      outcome: 'problem',
      says: 'holds no rows of',
    }),
    on(
      'convs-xlsx',
      'model-proto',
      'model columns called __proto__ and constructor',
      xlsxWorkbook([
        ['index', 'nround', '__proto__', 'constructor'],
        ['MT-1', 4, chats, chats],
      ]),
      problem('column __proto__: unknown model "__proto__"'),
    ),
    on(
      'convs-xlsx',
      'missing-column',
      'no nround column',
      xlsxWorkbook([
        ['index', 'GPT-4'],
        ['MT-1', chats],
      ]),
      problem('MuTualTest-convs.xlsx: the header lacks column "nround"'),
    ),
  ];
}
