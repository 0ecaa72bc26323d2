// How deep features stack on each other: `node tests/setup/feature-depth.mjs`.
// Reads the imports of src/features/<area>/ (tests and fixtures excluded, lazy import() included),
// prints each area's dependencies, any cycle, and the longest chain of areas importing each other.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../src/features/', import.meta.url).pathname;
const source = /\.(ts|tsx)$/;
const excluded = /\.(test|fixtures)\.(ts|tsx)$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return source.test(entry.name) && !excluded.test(entry.name) ? [path] : [];
  });
}

const areas = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const graph = new Map(
  areas.map((area) => {
    const deps = new Set();
    for (const file of files(join(root, area))) {
      for (const [, dep] of readFileSync(file, 'utf8').matchAll(/['"]#features\/([\w-]+)\//g)) {
        if (dep !== area) deps.add(dep);
      }
    }
    return [area, [...deps].sort()];
  }),
);

/** Longest chain from `area` without revisiting an area; cycles are reported, not followed. */
function longest(area, path, cycles) {
  let best = [area];
  for (const dep of graph.get(area) ?? []) {
    if (path.includes(dep)) {
      cycles.add([...path.slice(path.indexOf(dep)), dep].join(' → '));
      continue;
    }
    const chain = longest(dep, [...path, dep], cycles);
    if (chain.length + 1 > best.length) best = [area, ...chain];
  }
  return best;
}

const cycles = new Set();
let deepest = [];
for (const area of areas) {
  const chain = longest(area, [area], cycles);
  if (chain.length > deepest.length) deepest = chain;
}
for (const [area, deps] of graph) console.log(`${area} → ${deps.join(', ') || '(none)'}`);
console.log(`cycles: ${cycles.size === 0 ? 'none' : [...cycles].join('; ')}`);
console.log(`longest chain (${deepest.length} areas, ${deepest.length - 1} imports): ${deepest.join(' → ')}`);
