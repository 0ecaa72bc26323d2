/** Shared types of the crisis-safety layer (pure TypeScript: runs in Deno and in the browser). */

export type CrisisLevel = 'explicit' | 'indirect';

export type CrisisAssessment = {
  crisis: boolean;
  level: CrisisLevel | null;
  /** which rule matched, for logs and tests */
  rule: string | null;
};

export type CrisisLine = {
  id: '3114' | '15' | '112' | '114' | 'sos-amitie';
  number: string;
  href: string;
  label: { fr: string; en: string };
  description: { fr: string; en: string };
};
