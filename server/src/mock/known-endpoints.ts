import { registry } from '@cashloop/shared/contracts/registry';
import { invalidField } from '../lib/app-error';

/** Ids of the API's endpoints: what a rule on API calls can name (the control plane's own calls are never faulted). */
const apiEndpointIds: readonly string[] = registry.filter((def) => !def.absolute).map((def) => def.id);
const controlPlaneIds = new Set(registry.filter((def) => def.absolute).map((def) => def.id));

/** How many edits turn `a` into `b` (Levenshtein), over two rows. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length]!;
}

const sharedPrefix = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
};

/**
 * The known ids nearest to `id`, at most `n`: fewest edits first (case aside), then the longest shared start, so a typo
 * ('catalogue.offer') and a right domain with a wrong name ('webhooks.remove') both lead to what was meant.
 */
export function nearestIds(id: string, known: readonly string[] = apiEndpointIds, n = 3): string[] {
  const wanted = id.toLowerCase();
  return known
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      return { candidate, edits: editDistance(wanted, lower), prefix: sharedPrefix(wanted, lower) };
    })
    .sort((x, y) => x.edits - y.edits || y.prefix - x.prefix || x.candidate.localeCompare(y.candidate))
    .slice(0, n)
    .map((x) => x.candidate);
}

/**
 * Refuses (400, naming `path`) an endpoint id no API endpoint has, with the nearest ids: a rule naming an unknown id
 * was armed and never fired, and the test waited for a fault that could not come.
 */
export function assertApiEndpointId(path: string, id: string | undefined): void {
  if (id === undefined || apiEndpointIds.includes(id)) return;
  const why = controlPlaneIds.has(id)
    ? `'${id}' is a control-plane endpoint; rules act on API calls only`
    : `No API endpoint has the id '${id}'`;
  const suggestions = nearestIds(id).map((s) => `'${s}'`);
  const message = `${why}. Nearest known ids: ${suggestions.join(', ')} (every id is an operationId at /docs).`;
  throw invalidField(path, message, { suggestions: nearestIds(id) });
}
