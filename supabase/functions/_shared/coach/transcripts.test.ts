// @vitest-environment node
// Four 10-turn conversations with realistic messages, printed so a human can read them and judge
// whether they would keep talking to this coach. Only basic properties are asserted.
import { describe, expect, it } from 'vitest';

import { type Character, coachReply, type Locale, type Turn } from './index.ts';
import { normaliseForCompare } from './text.ts';

type Script = {
  title: string;
  character: Character;
  locale: Locale;
  userName: string;
  messages: readonly string[];
};

const SCRIPTS: readonly Script[] = [
  {
    title: 'Emma (FR) — Camille, épuisée par son travail, dort mal',
    character: 'emma',
    locale: 'fr',
    userName: 'Camille',
    messages: [
      'Bonjour Emma',
      'Je suis épuisée, mon travail me prend tout et je dors mal depuis deux semaines',
      "Mon chef me rajoute des dossiers tous les jours et je n'ose pas dire non",
      'oui',
      'Je pourrais lui dire que je ne prends plus de nouveau dossier après 17 h',
      "Un peu stressée, mais soulagée aussi. Le plus dur, c'est le soir : je repense à tout ce que je n'ai pas fini",
      'Le carnet, je veux bien essayer',
      'Ça fait du bien de tout poser, merci',
      "Mais je crois que je n'arrive toujours pas à décrocher de ce boulot",
      'Merci Emma, bonne soirée',
    ],
  },
  {
    title: 'Louis (FR) — Thomas hésite à changer de métier',
    character: 'louis',
    locale: 'fr',
    userName: 'Thomas',
    messages: [
      'Bonjour Louis',
      "J'hésite à quitter mon poste pour une reconversion dans le graphisme, mais j'ai peur de perdre ma sécurité",
      "Ça fait deux ans que j'y pense. Je m'ennuie au travail mais le salaire est confortable",
      'la deuxième',
      "C'est réaliste, oui",
      'samedi matin',
      "Ma femme me soutient, mais mes parents trouvent que c'est une folie",
      '7',
      'Dimanche matin, au calme. Là, je dirais 9',
      "Merci, c'est plus clair. À bientôt",
    ],
  },
  {
    title: 'Emma (EN) — Sam feels lonely after moving',
    character: 'emma',
    locale: 'en',
    userName: 'Sam',
    messages: [
      'Hi Emma',
      'I moved to a new city three months ago and I feel so lonely',
      'My sister used to be my best friend but we barely talk since we argued at Christmas',
      "I don't know",
      'I feel a bit lighter just writing it down',
      "It's worse in the evenings though, I just sit alone with my phone",
      'yes',
      "An old colleague. We used to laugh a lot, but I haven't written to him in months",
      'Maybe I could text him tonight',
      'thank you, good night',
    ],
  },
  {
    title: 'Louis (EN) — Alex keeps putting off studying',
    character: 'louis',
    locale: 'en',
    userName: 'Alex',
    messages: [
      'Hello',
      "I keep putting off studying for my certification exam, it's in six weeks",
      'I always end up scrolling on my phone instead. I feel lazy',
      'the first one',
      '8, I think',
      'Tomorrow at 8am, before work',
      "But honestly I doubt I'm good enough to pass anyway",
      "I'd ask more questions instead of pretending I understand",
      'ok',
      'Thanks Louis, see you',
    ],
  },
];

function run(script: Script): { history: Turn[]; lines: string[] } {
  const history: Turn[] = [];
  const lines = [`=== ${script.title} ===`];
  script.messages.forEach((message, i) => {
    const { reply, locale } = coachReply({
      character: script.character,
      message,
      history,
      locale: script.locale,
      userName: script.userName,
      seed: `${script.character}-${script.locale}-${i}`,
    });
    expect(locale).toBe(script.locale);
    lines.push(
      `\n${script.userName} : ${message}`,
      `${script.character === 'emma' ? 'Emma' : 'Louis'} : ${reply}`,
    );
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
  });
  return { history, lines };
}

describe('transcripts', () => {
  it.each(SCRIPTS)('$title', (script) => {
    const { history, lines } = run(script);
    console.log(lines.join('\n'));
    const replies = history.filter((t) => t.sender === 'bot').map((t) => t.text);
    expect(replies).toHaveLength(10);
    expect(new Set(replies.map(normaliseForCompare)).size).toBe(10);
    for (const reply of replies) {
      expect(reply.trim().length).toBeGreaterThan(15);
      expect(reply).not.toMatch(/[{}[\]|]|undefined/);
      expect(reply).not.toMatch(
        /\b(thérapie|traitement|diagnostic|guérir|therapy|treatment|diagnose|cure)\b/i,
      );
    }
  });
});
