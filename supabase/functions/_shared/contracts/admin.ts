/** What the back-office and the server share about test accounts (admin-test-account). */

/** Account type → starting credits (free, premium, pro). */
export const testAccountQuotas = { free: 20, premium: 100, pro: 500 } as const;
export type TestAccountType = keyof typeof testAccountQuotas;

/** POST admin-test-account with this. An empty email gets a generated one. */
export type TestAccountRequest = { name: string; email?: string; accountType: TestAccountType };

/** Its answer: the password is generated and shown once to the admin, never stored elsewhere. */
export type TestAccountAnswer = { id: string; email: string; password: string; quota: number };

export const adminRequiredMessage = 'Accès administrateur requis';
