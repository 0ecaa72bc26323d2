/**
 * Catalog check: extracting the messages from the code must give exactly the committed
 * catalogs (no message missing, none obsolete), and every English entry must be translated.
 * Fix a failure with `npm run i18n:extract`, then translate locales/en/*.po.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const locales = ['fr', 'en'];
/** The boot catalog and the signed-in areas' one (lingui.config.ts). */
const catalogNames = ['messages', 'app'];
const scratch = mkdtempSync(join(tmpdir(), 'catalogs-'));
const problems = [];

/** The header's creation date changes at every extraction; compare everything else. */
const comparable = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

/** Parses msgid/msgstr pairs of a PO file (enough for Lingui's output). */
function entries(text) {
  const result = [];
  const unquote = (line) => JSON.parse(line.slice(line.indexOf('"')));
  let current = null;
  let field = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line), str: '' };
      result.push(current);
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.str = unquote(line);
      field = 'str';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else field = null;
  }
  return result.filter((entry) => entry.id !== '');
}

try {
  cpSync('locales', scratch, { recursive: true });
  execFileSync('npx', ['lingui', 'extract', '--clean'], {
    env: { ...process.env, LINGUI_CATALOG_ROOT: scratch },
    stdio: 'ignore',
  });
  for (const [locale, catalog] of locales.flatMap((locale) => catalogNames.map((name) => [locale, name]))) {
    const committedPath = join('locales', locale, `${catalog}.po`);
    const committed = readFileSync(committedPath, 'utf8');
    const extracted = readFileSync(join(scratch, locale, `${catalog}.po`), 'utf8');
    if (comparable(committed) !== comparable(extracted)) {
      const have = new Set(entries(committed).map((e) => e.id));
      const want = new Set(entries(extracted).map((e) => e.id));
      const missing = [...want].filter((id) => !have.has(id));
      const obsolete = [...have].filter((id) => !want.has(id));
      problems.push(
        `${committedPath} is out of date with the code` +
          (missing.length ? `\n    missing: ${missing.map((id) => JSON.stringify(id)).join(', ')}` : '') +
          (obsolete.length ? `\n    obsolete: ${obsolete.map((id) => JSON.stringify(id)).join(', ')}` : ''),
      );
    }
    const untranslated = entries(committed).filter((entry) => entry.str.trim() === '');
    if (untranslated.length > 0) {
      problems.push(
        `${committedPath} has ${untranslated.length} untranslated message(s): ${untranslated
          .slice(0, 10)
          .map((e) => JSON.stringify(e.id))
          .join(', ')}`,
      );
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(
    `Catalog check failed:\n  - ${problems.join('\n  - ')}\nRun \`npm run i18n:extract\` and translate the new English entries.`,
  );
  process.exit(1);
}
console.log(`Catalogs complete: ${locales.join(', ')} match the code and every message is translated.`);
