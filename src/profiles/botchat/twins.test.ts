// The same BotChat conversations as TSV and as XLSX (fixtures written by scripts/make-demo-content.ts) read to
// identical records, apart from where each record came from.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBotchatConversations } from './readers.ts';
import { emptySink } from '../../records/dataset.ts';
import { ModelRegistry } from '../../ingest/modelRegistry.ts';
import { BOTCHAT_MODELS } from './models.ts';
import { newFileReport } from '../../records/report.ts';
import { parseDelimited, readXlsxTable } from '../../ingest/table.ts';

const DIR = join(import.meta.dirname, '../../../test/fixtures/botchat-twins');

async function read(file: string) {
  const bytes = await readFile(join(DIR, file));
  const table = file.endsWith('.xlsx')
    ? await readXlsxTable(bytes, file)
    : parseDelimited(bytes.toString('utf8'), file, '\t');
  const sink = emptySink();
  const report = newFileReport(file, 'botchat-convs', 'name');
  readBotchatConversations(table, {
    file,
    report,
    registry: new ModelRegistry().scope(BOTCHAT_MODELS),
    sink,
  });
  return { records: sink.conversations.map(({ source: _s, ...rest }) => rest), report };
}

describe('BotChat conversation twins', () => {
  it('MuTualTest-convs.tsv and .xlsx read to identical records', async () => {
    const tsv = await read('MuTualTest-convs.tsv');
    const xlsx = await read('MuTualTest-convs.xlsx');
    expect(tsv.report.rejections).toEqual([]);
    expect(xlsx.report.rejections).toEqual([]);
    expect(tsv.records.length).toBeGreaterThanOrEqual(20);
    expect(xlsx.records).toEqual(tsv.records);
  });
});
