/**
 * Which Bradley-Terry ratings the data decide: the comparison components, the strongly connected groups of the
 * "beat" graph within each, and the group that is rated (issue 25; decision 0080).
 *
 * The beat graph has an edge i → j when i scored against j at least once (a win, or a tie: ties count half a win
 * for each side, so a tie gives an edge each way). Zermelo (1929) and Ford (1957): the maximum-likelihood
 * strengths of a set of models exist and are unique (up to the common shift) exactly when its beat graph is
 * strongly connected, i.e. every split of the models into two groups has a win (or tie) each way. Otherwise the
 * likelihood keeps rising as one group moves away from the other, and any finite "optimum" is an artefact of
 * where an iteration stopped.
 */
import type { PairArrays } from './bradleyTerry.ts';

/** Why a model has no rating. Stable strings: the page and the downloads show them as they are. */
export type BradleyTerryReason =
  'no parsed games' | 'never lost' | 'never won' | 'unbounded above' | 'unbounded below' | 'no finite rating';

export interface UnratedModel {
  /** Index into the models of the pair arrays. */
  model: number;
  reason: Exclude<BradleyTerryReason, 'no parsed games'>;
  /** Where the likelihood sends its rating relative to the rated models (or, with no rated models, to the
   * models it played): +∞ ('above'), −∞ ('below'), or no direction the data fix (null). */
  bound: 'above' | 'below' | null;
  /** The other models of its strongly connected group (they share its fate). */
  group: number[];
}

export interface ComponentPlan {
  /** The component's models (indices, ascending): models linked by a chain of parsed games. */
  models: number[];
  /** The models rated: the largest strongly connected group of the component's beat graph, when it has at least
   * two models (ties: more games within the group; when two groups tie on both, neither is rated). */
  rated: number[];
  unrated: UnratedModel[];
}

export interface RatingPlan {
  /** Components, largest first (then more games, then the first model name). */
  components: ComponentPlan[];
  /** Models with no parsed game (indices, ascending): not rated, in no component. */
  noGames: number[];
}

/** Adjacency lists (compressed rows) of the beat graph among pairs with games, both directions. */
interface Graph {
  start: Int32Array;
  out: Int32Array;
  inStart: Int32Array;
  inList: Int32Array;
}

function beatGraph(
  m: number,
  i: Int32Array,
  j: Int32Array,
  games: ArrayLike<number>,
  score: ArrayLike<number>,
): Graph {
  const n = i.length;
  const outDeg = new Int32Array(m + 1);
  const inDeg = new Int32Array(m + 1);
  for (let k = 0; k < n; k++) {
    const g = games[k]!;
    if (!(g > 0)) continue;
    const s = score[k]!;
    if (s > 0) {
      outDeg[i[k]! + 1]!++;
      inDeg[j[k]! + 1]!++;
    }
    if (g - s > 0) {
      outDeg[j[k]! + 1]!++;
      inDeg[i[k]! + 1]!++;
    }
  }
  for (let x = 0; x < m; x++) {
    outDeg[x + 1] = outDeg[x + 1]! + outDeg[x]!;
    inDeg[x + 1] = inDeg[x + 1]! + inDeg[x]!;
  }
  const out = new Int32Array(outDeg[m]!);
  const inList = new Int32Array(inDeg[m]!);
  const fo = outDeg.slice(0, m);
  const fi = inDeg.slice(0, m);
  for (let k = 0; k < n; k++) {
    const g = games[k]!;
    if (!(g > 0)) continue;
    const s = score[k]!;
    const x = i[k]!;
    const y = j[k]!;
    if (s > 0) {
      out[fo[x]!++] = y;
      inList[fi[y]!++] = x;
    }
    if (g - s > 0) {
      out[fo[y]!++] = x;
      inList[fi[x]!++] = y;
    }
  }
  return { start: outDeg, out, inStart: inDeg, inList };
}

/** Marks every node reachable from `from` (forward edges, or backward with `reverse`). */
function reach(m: number, g: Graph, from: readonly number[], reverse: boolean): Uint8Array {
  const seen = new Uint8Array(m);
  const stack: number[] = [];
  for (const x of from)
    if (!seen[x]) {
      seen[x] = 1;
      stack.push(x);
    }
  const start = reverse ? g.inStart : g.start;
  const list = reverse ? g.inList : g.out;
  while (stack.length > 0) {
    const x = stack.pop()!;
    for (let e = start[x]!; e < start[x + 1]!; e++) {
      const y = list[e]!;
      if (!seen[y]) {
        seen[y] = 1;
        stack.push(y);
      }
    }
  }
  return seen;
}

/**
 * Strongly connected components of the beat graph (Tarjan's algorithm, iterative). Nodes with no games get their
 * own component. Components are numbered in reverse topological order: a component's edges lead only to
 * components with smaller numbers or to itself.
 * Source: R. E. Tarjan (1972), "Depth-first search and linear graph algorithms", SIAM J. Comput. 1(2).
 */
function strongComponents(m: number, g: Graph): { id: Int32Array; count: number } {
  const index = new Int32Array(m).fill(-1);
  const low = new Int32Array(m);
  const id = new Int32Array(m).fill(-1);
  const onStack = new Uint8Array(m);
  const stack: number[] = [];
  const call: number[] = [];
  const edge: number[] = [];
  let next = 0;
  let count = 0;
  for (let root = 0; root < m; root++) {
    if (index[root] !== -1) continue;
    call.push(root);
    edge.push(g.start[root]!);
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    while (call.length > 0) {
      const x = call[call.length - 1]!;
      const e = edge[edge.length - 1]!;
      if (e < g.start[x + 1]!) {
        edge[edge.length - 1] = e + 1;
        const y = g.out[e]!;
        if (index[y] === -1) {
          index[y] = low[y] = next++;
          stack.push(y);
          onStack[y] = 1;
          call.push(y);
          edge.push(g.start[y]!);
        } else if (onStack[y]) low[x] = Math.min(low[x]!, index[y]!);
        continue;
      }
      call.pop();
      edge.pop();
      if (call.length > 0) {
        const parent = call[call.length - 1]!;
        low[parent] = Math.min(low[parent]!, low[x]!);
      }
      if (low[x] === index[x]) {
        let y: number;
        do {
          y = stack.pop()!;
          onStack[y] = 0;
          id[y] = count;
        } while (y !== x);
        count++;
      }
    }
  }
  return { id, count };
}

/**
 * The largest strongly connected group of the beat graph among `m` models with the given pair games and scores:
 * all models when the graph is strongly connected, else the largest strongly connected component with at least
 * two models (ties: more games within it; an exact tie on both rates none), else none. Used by the point fit and by
 * every bootstrap round, so both follow one rule. With `bounds`, also says where each model outside the group
 * stands: 1 when its rating is +∞ relative to the group (it reaches the group along beat edges), −1 when −∞
 * (the group reaches it), 0 when neither or when there is no group.
 * @returns undefined when all `m` models form one group; otherwise the members, ascending (possibly empty).
 * @example largestStrongGroup(3, i, j, games, score) // undefined, or e.g. { members: [0, 2], bound: [0, 1, 0] }
 */
export function largestStrongGroup(
  m: number,
  i: Int32Array,
  j: Int32Array,
  games: ArrayLike<number>,
  score: ArrayLike<number>,
  bounds = false,
): { members: number[]; bound: Int8Array } | undefined {
  const bound = new Int8Array(bounds ? m : 0);
  if (m === 0) return { members: [], bound };
  // Quick sufficient test: every pair played and both sides scored, and the pairs link all models.
  if (m >= 2 && i.length >= m - 1) {
    let both = true;
    for (let k = 0; k < i.length && both; k++) {
      const g = games[k]!;
      const s = score[k]!;
      if (!(g > 0 && s > 0 && g - s > 0)) both = false;
    }
    if (both && linked(m, i, j)) return undefined;
  }
  const g = beatGraph(m, i, j, games, score);
  const forward = reach(m, g, [0], false);
  const backward = reach(m, g, [0], true);
  let all = m >= 2;
  for (let x = 0; x < m && all; x++) if (!forward[x] || !backward[x]) all = false;
  if (all) return undefined;
  const { id, count } = strongComponents(m, g);
  const size = new Int32Array(count);
  const inner = new Float64Array(count);
  for (let x = 0; x < m; x++) size[id[x]!]!++;
  for (let k = 0; k < i.length; k++)
    if (id[i[k]!] === id[j[k]!] && games[k]! > 0) inner[id[i[k]!]!] = inner[id[i[k]!]!]! + games[k]!;
  // The largest group, then the one with more games within it; an exact tie rates neither (no name decides).
  let best = -1;
  let tied = false;
  for (let c = 0; c < count; c++) {
    if (size[c]! < 2) continue;
    if (best === -1 || size[c]! > size[best]! || (size[c] === size[best] && inner[c]! > inner[best]!)) {
      best = c;
      tied = false;
    } else if (size[c] === size[best] && inner[c] === inner[best]) tied = true;
  }
  if (tied) best = -1;
  const members: number[] = [];
  if (best >= 0) for (let x = 0; x < m; x++) if (id[x] === best) members.push(x);
  if (bounds && members.length > 0) {
    const up = reach(m, g, members, true);
    const down = reach(m, g, members, false);
    for (let x = 0; x < m; x++) if (id[x] !== best) bound[x] = up[x] ? 1 : down[x] ? -1 : 0;
  }
  return { members, bound };
}

/** Whether the pairs link all `m` models (union-find). */
function linked(m: number, i: Int32Array, j: Int32Array): boolean {
  const parent = Int32Array.from({ length: m }, (_, k) => k);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  let parts = m;
  for (let k = 0; k < i.length; k++) {
    const x = find(i[k]!);
    const y = find(j[k]!);
    if (x !== y) {
      parent[Math.max(x, y)] = Math.min(x, y);
      parts--;
    }
  }
  return parts === 1;
}

/**
 * The rating plan of pair counts: each comparison component, the models it rates (see largestStrongGroup) and,
 * for every other model, why it has no rating and in which direction the likelihood sends it.
 *
 * Within a component whose rated group R is not the whole component, a model whose group can reach R along beat
 * edges has never lost to R nor to anything below R: its rating relative to R is +∞ ("unbounded above"; "never
 * lost" when it is alone in its group and lost no game at all). Mirrored for groups R reaches ("unbounded below";
 * "never won"). A group related to R neither way has no finite rating and no direction. In a component with no
 * rated group (every strongly connected group is a single model, so the results hold no cycle of wins; or two
 * largest groups tie), sources are above, sinks below, the rest have no direction.
 * Source: E. Zermelo (1929), Math. Z. 29, 436-460; L. R. Ford (1957), Amer. Math. Monthly 64(8), 28-33;
 * D. R. Hunter (2004), Ann. Statist. 32, Assumption 1.
 * @example ratingPlan(toPairArrays([ab31, bc21, ac12, cd40])) // d: { reason: 'never won', bound: 'below' }
 */
export function ratingPlan(a: PairArrays): RatingPlan {
  const m = a.models.length;
  const n = a.i.length;
  // Comparison components by union-find over pairs with games.
  const parent = Int32Array.from({ length: m }, (_, k) => k);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x] = parent[parent[x]!]!;
    return x;
  };
  const played = new Float64Array(m);
  for (let k = 0; k < n; k++) {
    if (!(a.games[k]! > 0)) continue;
    played[a.i[k]!] = played[a.i[k]!]! + a.games[k]!;
    played[a.j[k]!] = played[a.j[k]!]! + a.games[k]!;
    const x = find(a.i[k]!);
    const y = find(a.j[k]!);
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  }
  const noGames: number[] = [];
  const byRoot = new Map<number, number[]>();
  for (let x = 0; x < m; x++) {
    if (!(played[x]! > 0)) {
      noGames.push(x);
      continue;
    }
    const r = find(x);
    let list = byRoot.get(r);
    if (!list) byRoot.set(r, (list = []));
    list.push(x);
  }
  const g = beatGraph(m, a.i, a.j, a.games, a.score);
  const { id } = strongComponents(m, g);
  const components: (ComponentPlan & { games: number })[] = [];
  for (const models of byRoot.values()) {
    const local = subsetPairs(a, models);
    const group = largestStrongGroup(models.length, local.i, local.j, local.games, local.score);
    const rated = group === undefined ? models : group.members.map((x) => models[x]!);
    const ratedSet = new Set(rated);
    const above = rated.length > 0 ? reach(m, g, rated, true) : undefined;
    const below = rated.length > 0 ? reach(m, g, rated, false) : undefined;
    const unrated: UnratedModel[] = [];
    for (const x of models) {
      if (ratedSet.has(x)) continue;
      const members = models.filter((y) => id[y] === id[x]);
      const alone = members.length === 1;
      // Edges leaving or entering the group (a group is a source when nothing outside scored against it).
      let beatenFromOutside = false;
      let beatsOutside = false;
      for (const y of members) {
        for (let e = g.inStart[y]!; e < g.inStart[y + 1]!; e++)
          if (id[g.inList[e]!] !== id[x]) beatenFromOutside = true;
        for (let e = g.start[y]!; e < g.start[y + 1]!; e++) if (id[g.out[e]!] !== id[x]) beatsOutside = true;
      }
      let bound: 'above' | 'below' | null;
      if (above && below) bound = above[x] ? 'above' : below[x] ? 'below' : null;
      else bound = !beatenFromOutside ? 'above' : !beatsOutside ? 'below' : null;
      let reason: UnratedModel['reason'];
      if (alone && !beatenFromOutside) {
        reason = 'never lost';
        bound ??= 'above';
      } else if (alone && !beatsOutside) {
        reason = 'never won';
        bound ??= 'below';
      } else
        reason =
          bound === 'above' ? 'unbounded above' : bound === 'below' ? 'unbounded below' : 'no finite rating';
      unrated.push({ model: x, reason, bound, group: members.filter((y) => y !== x) });
    }
    let games = 0;
    for (let k = 0; k < local.i.length; k++) games += local.games[k]!;
    components.push({ models, rated: rated.slice().sort((p, q) => p - q), unrated, games });
  }
  components.sort(
    (p, q) => q.models.length - p.models.length || q.games - p.games || p.models[0]! - q.models[0]!,
  );
  return {
    components: components.map(({ models, rated, unrated }) => ({ models, rated, unrated })),
    noGames,
  };
}

/** Pair arrays restricted to `members` (indices into a.models), with local indices, and the pairs kept. */
export function subsetPairs(
  a: PairArrays,
  members: readonly number[],
  games: Float64Array = a.games,
  score: Float64Array = a.score,
): PairArrays & { pairs: Int32Array } {
  const local = new Int32Array(a.models.length).fill(-1);
  members.forEach((x, k) => (local[x] = k));
  const keep: number[] = [];
  for (let k = 0; k < a.i.length; k++) if (local[a.i[k]!]! >= 0 && local[a.j[k]!]! >= 0) keep.push(k);
  const out = {
    models: members.map((x) => a.models[x]!),
    i: new Int32Array(keep.length),
    j: new Int32Array(keep.length),
    games: new Float64Array(keep.length),
    score: new Float64Array(keep.length),
    pairs: Int32Array.from(keep),
  };
  keep.forEach((k, t) => {
    out.i[t] = local[a.i[k]!]!;
    out.j[t] = local[a.j[k]!]!;
    out.games[t] = games[k]!;
    out.score[t] = score[k]!;
  });
  return out;
}
