// Bracket-form keys for multipart bodies (DESIGN: `cliente[endereco][cep]=…`), encoded by the
// web client and decoded by the server into the same object a JSON body would be.

type Entry = [string, string | Blob];

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function toBracketEntries(value: Record<string, unknown>): Entry[] {
  const out: Entry[] = [];
  const walk = (key: string, v: unknown) => {
    if (v === undefined) return;
    if (v === null) out.push([key, '']);
    else if (isBlob(v)) out.push([key, v]);
    else if (v instanceof Date) out.push([key, v.toISOString()]);
    else if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) walk(`${key}[${i}]`, item);
    } else if (typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(`${key}[${k}]`, child);
    else out.push([key, String(v)]);
  };
  for (const [k, v] of Object.entries(value)) walk(k, v);
  return out;
}

/** `a[b][0]` → ['a', 'b', '0']; null when the key is not well-formed bracket syntax. */
function segments(key: string): string[] | null {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m?.[1]) return null;
  const rest = m[2] ? [...m[2].matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1] ?? '') : [];
  return [m[1], ...rest];
}

type Node = Record<string, unknown> | unknown[];

export function fromBracketEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const path = segments(key) ?? [key];
    if (path.some((p) => FORBIDDEN.has(p))) continue;
    let node: Node = root;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i] as string;
      const last = i === path.length - 1;
      const nextSeg = path[i + 1];
      const wantsArray = nextSeg !== undefined && (nextSeg === '' || /^\d+$/.test(nextSeg));
      if (Array.isArray(node)) {
        const index = seg === '' ? node.length : Number(seg);
        if (!Number.isInteger(index) || index > 10_000) break;
        if (last) node[index] = value;
        else {
          // A plain value already at this index (`a[]=x` then `a[0][b]=y`) gives way, as below.
          const existing = node[index];
          if (existing === undefined || existing === null || typeof existing !== 'object')
            node[index] = wantsArray ? [] : {};
          node = node[index] as Node;
        }
      } else {
        if (last) node[seg] = value;
        else {
          const existing = node[seg];
          if (existing === undefined || existing === null || typeof existing !== 'object')
            node[seg] = wantsArray ? [] : {};
          node = node[seg] as Node;
        }
      }
    }
  }
  return root;
}
