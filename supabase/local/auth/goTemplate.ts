/**
 * The part of Go's html/template that auth email templates use, so the local stack renders the
 * project's templates (config.toml [auth.email.template.*]) the way hosted GoTrue does:
 *   {{ .Field }}, {{ .Data.key }}                      values (HTML-escaped in bodies)
 *   {{ if PIPE }} … {{ else if PIPE }} … {{ else }} … {{ end }}
 *   PIPE: .Field | eq A B… | ne A B | not A | and A B… | or A B…, with "strings" as literals
 *   {{- and -}} trim the whitespace next to them.
 * A missing key is empty and false, and `eq` with a missing key is false (Go ≥ 1.18), so
 * `{{ if eq .Data.locale "en" }}` is safe for users without that metadata. Anything else
 * (range, with, pipes with |, functions) throws: a template that uses it would not render here.
 */

type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; expr: string }
  | { kind: 'if'; branches: { cond: string | null; body: Node[] }[] };

type Token = { kind: 'text'; text: string } | { kind: 'action'; body: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\{\{(-?)\s*([\s\S]*?)\s*(-?)\}\}/g;
  let last = 0;
  let trimNext = false;
  for (let match = pattern.exec(source); match !== null; match = pattern.exec(source)) {
    let text = source.slice(last, match.index);
    if (trimNext) text = text.replace(/^\s+/, '');
    if (match[1] === '-') text = text.replace(/\s+$/, '');
    if (text !== '') tokens.push({ kind: 'text', text });
    tokens.push({ kind: 'action', body: match[2] ?? '' });
    trimNext = match[3] === '-';
    last = pattern.lastIndex;
  }
  let rest = source.slice(last);
  if (trimNext) rest = rest.replace(/^\s+/, '');
  if (rest !== '') tokens.push({ kind: 'text', text: rest });
  return tokens;
}

function parse(tokens: Token[]): Node[] {
  let position = 0;
  // Reads nodes until one of `stops` (an action), which it returns unconsumed.
  const block = (stops: RegExp | null): Node[] => {
    const nodes: Node[] = [];
    while (position < tokens.length) {
      const token = tokens[position]!;
      if (token.kind === 'text') {
        nodes.push(token);
        position++;
        continue;
      }
      if (stops?.test(token.body)) return nodes;
      position++;
      const ifMatch = /^if\s+(.+)$/.exec(token.body);
      if (ifMatch) {
        const branches: { cond: string | null; body: Node[] }[] = [];
        let cond: string | null = ifMatch[1]!;
        for (;;) {
          const body = block(/^(else|end)\b/);
          branches.push({ cond, body });
          const stop = tokens[position];
          if (stop?.kind !== 'action') throw new Error('template: {{ if }} without {{ end }}');
          position++;
          if (stop.body === 'end') break;
          const elseIf = /^else\s+if\s+(.+)$/.exec(stop.body);
          if (elseIf) cond = elseIf[1]!;
          else if (stop.body === 'else') cond = null;
          else throw new Error(`template: unexpected {{ ${stop.body} }}`);
        }
        nodes.push({ kind: 'if', branches });
      } else if (/^\.[\w.]*$/.test(token.body)) nodes.push({ kind: 'value', expr: token.body });
      else if (/^\/\*[\s\S]*\*\/$/.test(token.body)) continue;
      else throw new Error(`template: unsupported action {{ ${token.body} }}`);
    }
    if (stops) throw new Error('template: {{ if }} without {{ end }}');
    return nodes;
  };
  return block(null);
}

type Data = Record<string, unknown>;

function lookup(data: Data, path: string): unknown {
  if (path === '.') return data;
  let value: unknown = data;
  for (const key of path.slice(1).split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Data)[key];
  }
  return value;
}

/** Go's truth: false, 0, "", nil and empty maps/slices are false. */
function truthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function argument(data: Data, word: string): unknown {
  if (/^".*"$/.test(word)) return JSON.parse(word) as string;
  if (/^-?\d+(\.\d+)?$/.test(word)) return Number(word);
  if (word === 'true' || word === 'false') return word === 'true';
  if (word.startsWith('.')) return lookup(data, word);
  throw new Error(`template: unsupported argument ${word}`);
}

function evaluate(data: Data, pipeline: string): unknown {
  const words = pipeline.match(/"(?:[^"\\]|\\.)*"|\S+/g) ?? [];
  const [head, ...rest] = words;
  const args = () => rest.map((word) => argument(data, word));
  switch (head) {
    case 'eq': {
      const [first, ...others] = args();
      // An absent value equals nothing (Go compares only two valid values of one kind).
      return first !== undefined && others.some((other) => other === first);
    }
    case 'ne': {
      const [a, b] = args();
      return a !== b;
    }
    case 'not':
      return !truthy(args()[0]);
    case 'and':
      return args().every(truthy);
    case 'or':
      return args().some(truthy);
    default:
      if (rest.length === 0 && head !== undefined) return argument(data, head);
      throw new Error(`template: unsupported pipeline ${pipeline}`);
  }
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function render(nodes: Node[], data: Data, escape: boolean): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') {
        const text = show(lookup(data, node.expr));
        return escape ? escapeHtml(text) : text;
      }
      const branch = node.branches.find(({ cond }) => cond === null || truthy(evaluate(data, cond)));
      return branch ? render(branch.body, data, escape) : '';
    })
    .join('');
}

/** Renders `source` with `data`; `html` escapes the values as html/template does in text and attributes. */
export function renderGoTemplate(source: string, data: Data, options: { html: boolean }): string {
  return render(parse(tokenize(source)), data, options.html);
}
