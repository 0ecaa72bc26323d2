/**
 * `npm run coach -- --character emma --locale fr "message"`: asks the built-in coach, as the
 * chat function would (crisis check first), and prints { reply, crisis, themes } as JSON.
 *   --history <file.json>   earlier turns: [{ "sender": "user" | "bot", "text": "…" }]
 *   --style formal|casual|adaptive, --context 10|25|50, --seed <text>
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { coachReply, detectLocale, detectThemes, type Turn } from '../functions/_shared/coach/index.ts';
import { crisisReply, detectCrisis } from '../functions/_shared/crisis/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    character: { type: 'string', default: 'emma' },
    locale: { type: 'string', default: 'fr' },
    history: { type: 'string' },
    style: { type: 'string', default: 'adaptive' },
    context: { type: 'string', default: '25' },
    seed: { type: 'string', default: 'cli' },
  },
});

const message = positionals.join(' ').trim();
const character = values.character === 'louis' ? 'louis' : 'emma';
const fallback = values.locale === 'en' ? 'en' : 'fr';
const style = values.style === 'formal' || values.style === 'casual' ? values.style : 'adaptive';
const context =
  Number(values.context) === 10 || Number(values.context) === 50 ? (Number(values.context) as 10 | 50) : 25;
if (message === '' || message.length > 500) {
  console.error(
    'Usage: npm run coach -- [--character emma|louis] [--locale fr|en] [--history file.json] "message (1–500 characters)"',
  );
  process.exit(2);
}
const history = values.history ? (JSON.parse(await readFile(values.history, 'utf8')) as Turn[]) : [];

const locale = detectLocale(message, fallback);
const crisis = detectCrisis(message).crisis;
const reply = crisis
  ? crisisReply(locale, character)
  : coachReply({ character, message, history, locale, style, contextLength: context, seed: values.seed })
      .reply;
console.log(JSON.stringify({ reply, crisis, themes: detectThemes(message) }, null, 2));
