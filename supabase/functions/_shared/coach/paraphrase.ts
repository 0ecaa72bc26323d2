// Reflective listening: turns one of the user's own sentences around ("je dors mal" → "vous
// dormez mal" / "tu dors mal"; "my boss ignores me" → "your boss ignores you"). Precision over
// recall: whenever a word cannot be converted with confidence, there is no paraphrase at all.

import { DISTRESS, FORBIDDEN_OUTPUT, SELF_JUDGEMENT } from './lexicon.ts';
import { ENGLISH_WORDS, FRENCH_WORDS } from './language.ts';
import { fold } from './text.ts';
import type { Locale } from './types.ts';

/** Second-person forms of frequent French verbs, by folded first-person form: [vous, tu]. */
const FR_VERBS: Record<string, readonly [string, string]> = {
  suis: ['êtes', 'es'],
  ai: ['avez', 'as'],
  vais: ['allez', 'vas'],
  fais: ['faites', 'fais'],
  refais: ['refaites', 'refais'],
  dis: ['dites', 'dis'],
  peux: ['pouvez', 'peux'],
  veux: ['voulez', 'veux'],
  dois: ['devez', 'dois'],
  sais: ['savez', 'sais'],
  vois: ['voyez', 'vois'],
  crois: ['croyez', 'crois'],
  dors: ['dormez', 'dors'],
  endors: ['endormez', 'endors'],
  sors: ['sortez', 'sors'],
  pars: ['partez', 'pars'],
  sens: ['sentez', 'sens'],
  ressens: ['ressentez', 'ressens'],
  prends: ['prenez', 'prends'],
  comprends: ['comprenez', 'comprends'],
  apprends: ['apprenez', 'apprends'],
  reprends: ['reprenez', 'reprends'],
  mets: ['mettez', 'mets'],
  remets: ['remettez', 'remets'],
  perds: ['perdez', 'perds'],
  attends: ['attendez', 'attends'],
  entends: ['entendez', 'entends'],
  reponds: ['répondez', 'réponds'],
  defends: ['défendez', 'défends'],
  tiens: ['tenez', 'tiens'],
  retiens: ['retenez', 'retiens'],
  viens: ['venez', 'viens'],
  deviens: ['devenez', 'deviens'],
  reviens: ['revenez', 'reviens'],
  connais: ['connaissez', 'connais'],
  reconnais: ['reconnaissez', 'reconnais'],
  vis: ['vivez', 'vis'],
  ecris: ['écrivez', 'écris'],
  lis: ['lisez', 'lis'],
  finis: ['finissez', 'finis'],
  choisis: ['choisissez', 'choisis'],
  reussis: ['réussissez', 'réussis'],
  reflechis: ['réfléchissez', 'réfléchis'],
  bois: ['buvez', 'bois'],
  recois: ['recevez', 'reçois'],
  cours: ['courez', 'cours'],
  plains: ['plaignez', 'plains'],
  crains: ['craignez', 'crains'],
  fuis: ['fuyez', 'fuis'],
  sers: ['servez', 'sers'],
  suffis: ['suffisez', 'suffis'],
  appelle: ['appelez', 'appelles'],
  rappelle: ['rappelez', 'rappelles'],
  jette: ['jetez', 'jettes'],
  achete: ['achetez', 'achètes'],
  interesse: ['intéressez', 'intéresses'],
};

const FR_OBJECT_PRONOUNS = new Set(['le', 'la', "l'", 'les', 'lui', 'leur', 'y', 'en']);
const FR_SECOND_PERSON = new Set([
  'tu',
  "t'",
  'te',
  'toi',
  'ton',
  'ta',
  'tes',
  'vous',
  'votre',
  'vos',
  'tien',
]);
const EN_SECOND_PERSON = new Set(['you', 'your', 'yours', 'yourself', 'u', 'ur', "you're", "you've"]);
// Greetings and the coach's name lead many messages ("Bonjour Emma, je dors mal"): a
// reflection must not hand them back ("vous dites que bonjour Emma, vous dormez mal").
/** A short answer without its opening fillers ("honestly", "franchement", "bah"). */
export function withoutFillers(text: string): string {
  let out = text;
  for (let m = LEADING_FILLER.exec(fold(out)); m !== null && m[0] !== ''; m = LEADING_FILLER.exec(fold(out)))
    out = out.slice(m[0].length);
  return out;
}

const LEADING_FILLER =
  /^(?:(?:bonjour|bonsoir|salut|coucou|hello|hi|hey|good (?:morning|afternoon|evening))(?:\s+(?:emma|louis))?\b|(?:emma|louis)\s*,|(?:oui|ouais|non|ok|okay|d'accord|yes|yeah|no|et|mais|donc|alors|bref|enfin|en fait|du coup|sinon|bon|franchement|honnetement|au fait|en plus|bref|ugh|pff+|bof|guess what|by the way|btw|oh|and|but|so|well|anyway|honestly|basically|also|plus|oh and|i guess|i suppose|maybe|perhaps|peut-etre|je suppose que|je pense que|je crois que|parce que|because|'cause|cause|car)\b)[,!\s]*/;

/** Words that often open a sentence and are never names. */
const OPENERS = new Set(
  (
    'surtout plutot souvent parfois sinon enfin hier ensuite puis voila finir terminer avoir etre ' +
    'quand depuis pendant apres avant chaque certains certaines mes ton vos ' +
    'mostly usually often sometimes yesterday lately recently finishing having being every each ' +
    'mainly especially probably maybe definitely honestly sick tired'
  ).split(' '),
);

// Requests and imperatives are not reflected ("donne-moi une astuce" is not "vous donne une astuce").
const NOT_A_STATEMENT =
  /^(?:donne|donnez|dis|dites|aide|aidez|propose|proposez|montre|montrez|explique|expliquez|give|tell|help|show|explain|suggest|let|please|could|can|would|any|what|how|why)\b|\w+-(?:moi|nous)\b/;

/** The second-person form of a French verb after "je", or undefined when unsure. */
function conjugateFrench(verb: string, tu: boolean, afterQue: boolean): string | undefined {
  const key = fold(verb);
  const known = FR_VERBS[key];
  if (known !== undefined) return tu ? known[1] : known[0];
  if (key.length > 4 && key.endsWith('ais')) {
    if (tu) return verb;
    if (key.endsWith('geais')) return `${verb.slice(0, -4)}iez`;
    if (key.endsWith('cais')) return `${verb.slice(0, -4)}ciez`;
    return `${verb.slice(0, -3)}iez`;
  }
  if (key.length > 4 && key.endsWith('rai')) return `${verb.slice(0, -2)}${tu ? 'as' : 'ez'}`;
  if (key.length > 2 && key.endsWith('e') && !afterQue) {
    if (tu) return `${verb}s`;
    if (/[aou]ie$/.test(key)) return `${verb.slice(0, -2)}yez`;
    let stem = verb.slice(0, -1);
    // lève → levez, inquiète → inquiétez, préfère → préférez.
    stem = stem.replace(
      /è([^aeiouyéèêàâîôû]+)$/,
      (_, tail: string) => (/^[tdrgc]/.test(tail) ? 'é' : 'e') + tail,
    );
    return `${stem}ez`;
  }
  return undefined;
}

function mirrorFrench(clause: string, tu: boolean): string | undefined {
  const tokens =
    clause.match(/[A-Za-zÀ-ÖØ-öø-ÿœŒ]+(?:-[A-Za-zÀ-ÖØ-öø-ÿœŒ]+)*'?|[^A-Za-zÀ-ÖØ-öø-ÿœŒ]+/g) ?? [];
  const out: string[] = [];
  let expectVerb = false;
  let sawSubject = false;
  let previous = '';
  let afterQue = false;
  let failed = false;
  let pluralVerb = false;
  // "je sais pas" → "vous ne savez pas": the formal register restores the "ne" the user dropped.
  let subjectAt = -1;
  let sawNe = false;
  let verbDone = false;
  const push = (text: string, elided: boolean) => {
    out.push(text);
    if (elided && !text.endsWith("'")) out.push(' ');
  };
  tokens.forEach((token, index) => {
    const w = fold(token);
    if (!/[a-z]/.test(w)) {
      out.push(token);
      return;
    }
    const elided = w.endsWith("'");
    if (FR_SECOND_PERSON.has(w) || w.startsWith('mien') || w === 'tienne') failed = true;
    if (w === 'je' || w === "j'") {
      afterQue = previous === 'que' || previous === "qu'";
      // "j'en peux plus" → "t'en peux plus" (the colloquial form, as the user wrote it).
      const next = fold(tokens[index + 1] ?? '');
      if (tu && w === "j'" && (next === 'en' || next === 'y')) out.push("t'");
      else push(tu ? 'tu' : 'vous', elided);
      subjectAt = out.length;
      sawNe = false;
      verbDone = false;
      expectVerb = true;
      sawSubject = true;
    } else if (expectVerb && (w === 'ne' || w === "n'")) {
      out.push(token.toLowerCase());
      sawNe = true;
    } else if (w === 'me' || w === "m'") {
      if (tu) out.push(elided ? "t'" : 'te');
      else push('vous', elided);
    } else if (expectVerb && FR_OBJECT_PRONOUNS.has(w)) {
      out.push(token.toLowerCase());
    } else if (expectVerb) {
      const verb = conjugateFrench(token, tu, afterQue);
      if (verb === undefined) failed = true;
      else out.push(verb);
      expectVerb = false;
      verbDone = true;
      return;
    } else if (verbDone && !tu && !sawNe && /^(?:pas|plus|jamais|rien|personne)$/.test(w)) {
      const at = out.findIndex((piece, i) => i >= subjectAt && /\S/.test(piece));
      if (at >= 0) out.splice(at, 0, /^[aeiouyhéèêàâîô]/i.test(out[at] ?? '') ? "n'" : 'ne ');
      out.push(token);
      verbDone = false;
    } else if (w === 'moi' || w === 'moi-meme') {
      out.push(w === 'moi' ? (tu ? 'toi' : 'vous') : tu ? 'toi-même' : 'vous-même');
      sawSubject = true;
    } else if (w === 'mon' || w === 'ma' || w === 'mes') {
      out.push(w === 'mes' ? (tu ? 'tes' : 'vos') : tu ? (w === 'mon' ? 'ton' : 'ta') : 'votre');
      sawSubject = true;
    } else if (w === 'nous') {
      // "nous nous sommes disputés" → "vous vous êtes disputés".
      out.push('vous');
      pluralVerb = true;
      sawSubject = true;
      return;
    } else if (pluralVerb && (w === 'ne' || w === "n'" || FR_OBJECT_PRONOUNS.has(w))) {
      out.push(token.toLowerCase());
      return;
    } else if (pluralVerb && /[a-z]ons$|^sommes$/.test(w)) {
      const irregular: Record<string, string> = { sommes: 'êtes', faisons: 'faites', disons: 'dites' };
      out.push(irregular[w] ?? `${token.slice(0, -3)}ez`);
      pluralVerb = false;
      return;
    } else if (w === 'notre' || w === 'nos') {
      // "depuis notre dispute" (the user and someone else) → "depuis votre dispute".
      out.push(w === 'notre' ? 'votre' : 'vos');
    } else {
      out.push(token);
    }
    previous = w;
    pluralVerb = false;
    if (w !== 'pas' && w !== 'plus' && w !== 'jamais' && w !== 'rien' && w !== 'personne') verbDone = false;
  });
  if (failed || expectVerb || !sawSubject) return undefined;
  return out.join('');
}

function mirrorEnglish(clause: string): string | undefined {
  const tokens = clause.match(/[A-Za-z]+(?:['’][A-Za-z]+)?|[^A-Za-z]+/g) ?? [];
  const out: string[] = [];
  let lastWord = '';
  let sawSubject = false;
  const map: Record<string, string> = {
    i: 'you',
    "i'm": "you're",
    "i've": "you've",
    "i'll": "you'll",
    "i'd": "you'd",
    im: "you're",
    ive: "you've",
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    // "we" is the user and someone else: "we argued" → "you argued".
    we: 'you',
    "we're": "you're",
    "we've": "you've",
    "we'll": "you'll",
    "we'd": "you'd",
    us: 'you',
    our: 'your',
    ours: 'yours',
    ourselves: 'yourselves',
  };
  for (const token of tokens) {
    const w = token.toLowerCase().replace('’', "'");
    if (!/[a-z]/.test(w)) {
      out.push(token);
      continue;
    }
    if (EN_SECOND_PERSON.has(w)) return undefined;
    const mapped = map[w];
    if (mapped !== undefined) {
      out.push(mapped);
      sawSubject = true;
    } else if (w === 'am' && lastWord === 'i') {
      out.push('are');
    } else if ((w === 'was' || w === "wasn't") && lastWord === 'i') {
      out.push(w === 'was' ? 'were' : "weren't");
    } else {
      out.push(token);
    }
    if (!/^(?:really|just|also|still|always|never|not|so|even)$/.test(w)) lastWord = w;
  }
  if (!sawSubject) return undefined;
  return out.join('');
}

function firstPerson(folded: string, locale: Locale): boolean {
  return locale === 'fr'
    ? /(?:^|[^a-z])(?:je|j'|moi|mon|ma|mes)\b/.test(folded)
    : /\b(?:i|i'm|my|me|im)\b/.test(folded);
}

const CONTENT =
  /\b(?:sens|sent|dors|dormir|travail|boulot|chef|peur|stress|triste|seule?|arrive|fatigu|epuis|colere|enerv|feel|sleep|work|boss|scared|afraid|stress|sad|alone|tired|exhausted|angry|can't|cannot)\w*/;

/** One of the user's sentences, mirrored to the second person; undefined when none fits. */
export function paraphrase(message: string, locale: Locale, tu: boolean): string | undefined {
  const clean = message
    .replace(/[’‘]/g, "'")
    .replace(/[[\]{}<>|«»"“”]/g, ' ')
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, ' ')
    // Written speech ("jsuis", "chuis") in full, and fillers ("tbh", "ngl", "mdr") left out.
    .replace(/\b(?:jsuis|j'suis|chuis|ch'suis)\b/gi, 'je suis')
    // "c'est mon problème" said back would sound like a rebuke ("c'est ton problème").
    .replace(/\bc'est (?:mon|ma) (?:probl[eè]me|faute)\b/gi, "c'est là que ça coince")
    .replace(/\bthat'?s my (?:problem|fault)\b/gi, "that's where it gets stuck")
    .replace(/\bj(?:'|)(sais|vais|peux|veux|dois|pense|crois|comprends|arrive)\b/gi, 'je $1')
    .replace(/\s*\b(?:tbh|ngl|lol|lmao|mdr|ptdr|lowkey|highkey|fr fr|idk)\b\s*/gi, ' ')
    .replace(/,?\s+quoi\s*(?=[.!…]|$)/gi, '')
    .replace(/,\s*(?:je (?:crois|pense|suppose)|i (?:think|guess|suppose))\s*(?=[.!…]|$)/gi, '');
  const sentences = clean.split(/(?<=[.!?…;\n])\s*/);
  let best: { text: string; score: number } | undefined;
  for (const sentence of sentences) {
    if (/\?\s*$/.test(sentence)) continue;
    const clauses = sentence.split(
      /\s*(?:,\s*(?:mais|car|parce que|du coup|but|because)\b|\b(?:mais|car|parce que|but|because)\b)\s*/i,
    );
    // The whole sentence first (it keeps "je stresse parce que…" together), then its clauses.
    const parts = clauses.length > 1 ? [sentence, ...clauses] : clauses;
    parts.forEach((part, index) => {
      const whole = index === 0 && clauses.length > 1;
      let text = part.replace(/[.!…;\s]+$/g, '').trim();
      let folded = fold(text);
      for (
        let filler = LEADING_FILLER.exec(folded);
        filler !== null && filler[0] !== '';
        filler = LEADING_FILLER.exec(folded)
      ) {
        text = text.slice(filler[0].length);
        folded = folded.slice(filler[0].length);
      }
      const count = folded.split(/\s+/).filter((x) => x !== '').length;
      if (NOT_A_STATEMENT.test(folded)) return;
      if (count < 3 || count > 18 || !firstPerson(folded, locale)) return;
      if (SELF_JUDGEMENT.test(folded) || DISTRESS.test(folded) || FORBIDDEN_OUTPUT.test(folded)) return;
      const score = (CONTENT.test(folded) ? 10 : 0) + (count >= 5 ? 5 : 0) - count / 10 + (whole ? 1.5 : 0);
      if (best === undefined || score > best.score) best = { text, score };
    });
  }
  if (best === undefined || best.score < 3) return undefined;
  const mirrored = locale === 'fr' ? mirrorFrench(best.text, tu) : mirrorEnglish(best.text);
  if (mirrored === undefined) return undefined;
  const trimmed = mirrored
    .replace(/\s+(?:though|tho|anyway|lol|haha)\b/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/[,:\s]+$/, '')
    .trim();
  // The reflection goes mid-sentence: the capital the user gave their opening word goes, unless
  // the word is "I" or an acronym. (A place name opening the sentence loses its capital too: rarer
  // than "Surtout…", "Mostly…" echoed with theirs.)
  if (/^(?:I\b|I'|[A-Z]{2,})/.test(trimmed)) return trimmed;
  // A capitalised opening word that is not a common word may be a name ("Lyon gagne…"): no
  // reflection rather than a wrong case.
  const first = fold(trimmed.split(/[\s',]/)[0] ?? '');
  const common = locale === 'fr' ? FRENCH_WORDS : ENGLISH_WORDS;
  if (/^\p{Lu}/u.test(trimmed) && !common.has(first) && !OPENERS.has(first)) return undefined;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}
