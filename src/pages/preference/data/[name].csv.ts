// CSV downloads of the preference tables (`preference/data/<name>.csv`), formula cells neutralised.
import type { APIRoute } from 'astro';
import { toCsv } from '../../../render/csv.ts';
import { loadSite } from '../../../site/loadSite.ts';
import type { PreferenceTable } from '../../../site/preferenceModel.ts';

export function getStaticPaths() {
  return (loadSite().preference?.downloads ?? []).map((t) => ({ params: { name: t.name }, props: { t } }));
}

export const GET: APIRoute = ({ props }) => {
  const { raw } = (props as { t: PreferenceTable }).t.table;
  const columns = [...new Set(raw.flatMap((r) => Object.keys(r)))];
  return new Response(toCsv(columns, raw), { headers: { 'content-type': 'text/csv; charset=utf-8' } });
};
