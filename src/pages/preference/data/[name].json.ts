// JSON downloads of the preference tables (`preference/data/<name>.json`), numbers unrounded.
import type { APIRoute } from 'astro';
import { stableJson } from '../../../render/stableJson.ts';
import { loadSite } from '../../../site/loadSite.ts';
import type { PreferenceTable } from '../../../site/preferenceModel.ts';

export function getStaticPaths() {
  return (loadSite().preference?.downloads ?? []).map((t) => ({ params: { name: t.name }, props: { t } }));
}

export const GET: APIRoute = ({ props }) => {
  const site = loadSite();
  const { raw } = (props as { t: PreferenceTable }).t.table;
  return new Response(stableJson({ bootstrap: site.bootstrap, rows: raw }), {
    headers: { 'content-type': 'application/json' },
  });
};
