/**
 * detectCrisis: pure and synchronous, well under 1 ms for a 500-character message.
 *
 * Two layers read the same normalised message (normalize.ts) after idioms are blanked
 * (IDIOM_MASKS in rules.ts: "mort de rire", "this exam is killing me"…):
 *  - the phrase rules of rules.ts: precise, named phrasings on one flat line;
 *  - the compositional cue model of cues.ts: small cues from word lists, combined with who the
 *    subject is, negation and everyday-meaning guards; it is what generalises to new wording.
 * Order of precedence: explicit phrase rule, explicit cue (a self-harm or suicide act), indirect
 * phrase rule, strong indirect cue, then a combination of weak cues. The first one found names
 * the assessment (`rule`).
 */
import { cueContext, explicitCue, indirectCue } from './cues.ts';
import { isAboutSomeoneElse, isNegated } from './context.ts';
import { flattenClauses, normalizeClauseVariants } from './normalize.ts';
import { IDIOM_MASKS, RULES, type Rule } from './rules.ts';
import type { CrisisAssessment } from './types.ts';

const NO_CRISIS: CrisisAssessment = { crisis: false, level: null, rule: null };

/** What an idiom is replaced with: not a letter, so no rule can match across it. */
const MASK = ' ~ ';

const EXPLICIT_RULES = RULES.filter((r) => r.level === 'explicit');
const INDIRECT_RULES = RULES.filter((r) => r.level === 'indirect');

function ruleMatches(rule: Rule, text: string): boolean {
  const { pattern } = rule;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[0].length === 0) pattern.lastIndex += 1;
    if (rule.negatable && isNegated(text, start)) continue;
    if (rule.firstPerson && isAboutSomeoneElse(text, start)) continue;
    if (rule.unlessAfter) {
      rule.unlessAfter.lastIndex = 0;
      if (rule.unlessAfter.test(text.slice(end, end + 100))) continue;
    }
    if (rule.unlessBefore) {
      rule.unlessBefore.lastIndex = 0;
      if (rule.unlessBefore.test(text.slice(Math.max(0, start - 40), start))) continue;
    }
    pattern.lastIndex = 0;
    return true;
  }
  return false;
}

/** Blank idioms; clause breaks (" | ") are kept, so a mask never spans two clauses. */
function maskIdioms(text: string): string {
  let masked = ` ${text} `;
  for (const idiom of IDIOM_MASKS) masked = masked.replace(idiom, MASK);
  return masked.replace(/ {2,}/g, ' ').trim();
}

const firstRule = (rules: readonly Rule[], lines: readonly string[]): CrisisAssessment | null => {
  for (const rule of rules) {
    for (const line of lines) {
      if (ruleMatches(rule, line)) return { crisis: true, level: rule.level, rule: rule.name };
    }
  }
  return null;
};

/**
 * Does this message express suicidal thoughts or self-harm, explicitly or indirectly?
 * Runs on every user message before any AI answers.
 */
export function detectCrisis(text: string): CrisisAssessment {
  if (typeof text !== 'string' || text.trim() === '') return NO_CRISIS;
  // One or two forms (letters repeated 3+ times collapsed to 2 and to 1), clause breaks kept.
  // the phrase rules read one flat line; masks are applied before flattening
  const clauseForms = normalizeClauseVariants(text).map(maskIdioms);
  const flatForms = clauseForms.map(flattenClauses);

  const explicitRule = firstRule(EXPLICIT_RULES, flatForms);
  if (explicitRule) return explicitRule;
  const contexts = clauseForms.map(cueContext);
  for (const ctx of contexts) {
    const cue = explicitCue(ctx);
    if (cue) return { crisis: true, ...cue };
  }
  const indirectRule = firstRule(INDIRECT_RULES, flatForms);
  if (indirectRule) return indirectRule;
  for (const ctx of contexts) {
    const cue = indirectCue(ctx);
    if (cue) return { crisis: true, ...cue };
  }
  return NO_CRISIS;
}
