// The judges' pages (judges/...) as a page group: judges side by side on the benchmarks two or more judged.
import { benchmarkTitle } from '../../profiles/index.ts';
import { modelChats } from '../../stats/lengthStats.ts';
import { seg } from '../../views/viewContext.ts';
import type { PageGroup } from '../pageGroup.ts';
import { buildJudgesSection } from './judgesSection.ts';

/** The judges' section; absent when no benchmark has two judges. */
export const judgesGroup: PageGroup<'views' | 'conversations', 'judges'> = {
  key: 'judges',
  reads: ['views', 'conversations'],
  writes: ['judges'],
  build(data, { views, conversations }, ctx) {
    // A conversation's length is that of the chats its model wrote.
    const convById = new Map(data.conversations.map((c) => [c.id, c]));
    const pathById = new Map(conversations.map((c) => [c.id, c.path]));
    const judges = buildJudgesSection(data, {
      name: ctx.name,
      judgeName: ctx.judgeName,
      benchmarkTitle,
      seg,
      conversationPath: (id) => pathById.get(id),
      judgedTokens: (id) => {
        const c = convById.get(id);
        return c ? modelChats(c).reduce((n, text) => n + ctx.tokens(text), 0) : undefined;
      },
      viewPath: (b, j) => views.find((v) => v.benchmark === b && v.judge === j)?.path,
    });
    return judges ? { judges } : {};
  },
};
