/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with brackets for nesting, as the
 * official SDK writes it (`line_items[0][price]=…`, `expand[]=subscription`,
 * `subscription_data[metadata][user_id]=…`). Numeric keys become arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

function pathOf(key: string): string[] {
  const head = /^[^[]*/.exec(key)?.[0] ?? key;
  const parts = [head];
  for (const match of key.slice(head.length).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

type Node = { [key: string]: Node | string };

function toArrays(node: Node | string): FormValue {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const values = keys.map((key) => toArrays(node[key] as Node | string));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map((key, index) => [Number(key), values[index] as FormValue] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, value]) => value);
  }
  return Object.fromEntries(keys.map((key, index) => [key, values[index] as FormValue]));
}

export function decodeForm(text: string): Form {
  const root: Node = {};
  let pushed = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    const path = pathOf(key);
    let node = root;
    path.forEach((part, index) => {
      // `expand[]=a&expand[]=b`: each empty index appends.
      const name = part === '' ? String(pushed++) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object') node[name] = {};
      node = node[name] as Node;
    });
  }
  return toArrays(root) as Form;
}

/** Helpers that read a decoded form without trusting its shape. */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function obj(value: FormValue | undefined): Form {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function list(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  if (value !== undefined && typeof value === 'object') return Object.values(value);
  return value === undefined ? [] : [value];
}

export function strings(value: FormValue | undefined): string[] {
  return list(value).filter((item): item is string => typeof item === 'string');
}

export function bool(value: FormValue | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function metadataOf(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(obj(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
