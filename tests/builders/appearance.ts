import { defaultAppearance, type Appearance } from '#core/appearance.ts';

/** An appearance with named overrides. */
export function makeAppearance(overrides: Partial<Appearance> = {}): Appearance {
  return { ...defaultAppearance, ...overrides };
}
