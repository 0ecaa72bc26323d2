// Rendering building blocks: register alternatives, slots, fresh variant picking (avoiding what
// the coach said recently), and assembling the reply.

import { type Rng } from './random.ts';
import { capitalise, frenchElisions, normaliseForCompare } from './text.ts';
import type { Bi, Lines, Locale } from './types.ts';

export type Slots = Readonly<Record<string, string | undefined>>;

const SLOT = /\{(\w+)\}/g;
const ALTERNATIVE = /\[([^\]|]*)\|([^\]]*)\]/g;

export class Composer {
  constructor(
    readonly locale: Locale,
    /** "tu" in French, casual in English. */
    readonly informal: boolean,
    readonly rng: Rng,
    /** What the coach said in the recent turns, normalised for comparison. */
    private readonly recent: readonly string[],
  ) {}

  /** Fills `{slot}` / `{Slot}` (capitalised) and `[formal|informal]`; undefined if a slot is missing. */
  render(template: string, slots: Slots = {}): string | undefined {
    let missing = false;
    let text = template.replace(SLOT, (_, key: string) => {
      const lower = key.charAt(0).toLowerCase() + key.slice(1);
      const value = slots[lower];
      if (value === undefined || value === '') {
        missing = true;
        return '';
      }
      return key === lower ? value : capitalise(value);
    });
    if (missing) return undefined;
    text = text.replace(ALTERNATIVE, (_, formal: string, informal: string) =>
      this.informal ? informal : formal,
    );
    if (this.locale === 'fr') text = frenchElisions(text);
    return text;
  }

  /** Was this (normalised) sentence said in the recent turns? */
  isStale(text: string): boolean {
    const norm = normaliseForCompare(text);
    return norm.length > 0 && this.recent.some((said) => said.includes(norm));
  }

  /**
   * A variant of `templates` not said recently (in seeded order), else the first that renders.
   * `avoid`: variants that would not fit (e.g. asking "when?" right after being told when).
   */
  pickFrom(templates: readonly string[], slots: Slots = {}, avoid?: RegExp): string {
    let fallback: string | undefined;
    for (const index of this.rng.order(templates.length)) {
      const text = this.render(templates[index] ?? '', slots);
      if (text === undefined || (avoid !== undefined && avoid.test(text))) continue;
      if (!this.isStale(text)) return text;
      fallback ??= text;
    }
    return fallback ?? '';
  }

  pick(lines: Lines, slots: Slots = {}, avoid?: RegExp): string {
    return this.pickFrom(lines[this.locale], slots, avoid) || this.pickFrom(lines[this.locale], slots);
  }

  /** One piece of copy in the current language. */
  one(copy: Bi<string>, slots: Slots = {}): string {
    return this.render(copy[this.locale], slots) ?? '';
  }

  chance(probability: number): boolean {
    return this.rng.chance(probability);
  }
}

type Part = { text: string; list: boolean };

/** The reply under construction: sentences and (numbered) lists. */
export class Draft {
  private readonly parts: Part[] = [];

  add(text: string | undefined): this {
    if (text !== undefined && text.trim() !== '') this.parts.push({ text: text.trim(), list: false });
    return this;
  }

  /** A numbered list ("1. …"), each item on its own line. */
  addList(items: readonly string[]): this {
    if (items.length > 0)
      this.parts.push({ text: items.map((item, i) => `${i + 1}. ${item}`).join('\n'), list: true });
    return this;
  }

  get size(): number {
    return this.parts.length;
  }

  /** Adds ", Name" to the opening sentence when it is short (a greeting, an acknowledgement). */
  addName(name: string | undefined): this {
    const part = this.parts[0];
    if (name === undefined || part === undefined) return this;
    const short = part.text.length <= 45 && !/[,:;]/.test(part.text.slice(0, -1));
    if (!part.list && short && /[.!?]$/.test(part.text) && !part.text.includes(name)) {
      part.text = part.text.replace(/(\s*)([.!?])$/, `, ${name}$1$2`);
    }
    return this;
  }

  toString(): string {
    let out = '';
    let previous: Part | undefined;
    for (const part of this.parts) {
      if (previous !== undefined) out += previous.list || part.list ? '\n' : ' ';
      out += part.text;
      previous = part;
    }
    return out;
  }
}
