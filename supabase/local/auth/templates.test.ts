// @vitest-environment node
/**
 * The project's email templates (config.toml [auth.email.template.*], Go templates as hosted
 * Supabase reads them), rendered by the local auth like GoTrue: FR by default, EN for people who
 * signed up in English, links to the app with the token hash that verifyOtp accepts.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadProjectConfig } from '../config.ts';
import { projectDir } from '../testing.ts';
import { renderGoTemplate } from './goTemplate.ts';
import { renderAuthEmail, type EmailKind, type TemplateValues } from './templates.ts';
import { startAuthStack, uniqueEmail, type AuthTestStack } from './testing.ts';

describe('Go templates', () => {
  const render = (source: string, data: Record<string, unknown>) =>
    renderGoTemplate(source, data, { html: true });

  it('reads fields and metadata, escaping values for HTML', () => {
    expect(
      render('<a href="{{ .RedirectTo }}?t={{ .TokenHash }}">{{ .Data.name }}</a>', {
        RedirectTo: 'http://app/x',
        TokenHash: 'pkce_ab',
        Data: { name: '<Léa & co>' },
      }),
    ).toBe('<a href="http://app/x?t=pkce_ab">&lt;Léa &amp; co&gt;</a>');
  });

  it('chooses branches with eq, else if and else; a missing key is false, never an error', () => {
    const source = '{{ if eq .Data.locale "en" }}EN{{ else if eq .Data.locale "de" }}DE{{ else }}FR{{ end }}';
    expect(render(source, { Data: { locale: 'en' } })).toBe('EN');
    expect(render(source, { Data: { locale: 'de' } })).toBe('DE');
    expect(render(source, { Data: {} })).toBe('FR');
    expect(render(source, { Data: null })).toBe('FR');
    expect(render('{{ if .Data.name }}yes{{ else }}no{{ end }}', { Data: { name: '' } })).toBe('no');
    expect(render('{{ if not .Missing }}none{{ end }}', {})).toBe('none');
  });

  it('trims around {{- and -}} and refuses what it does not implement', () => {
    expect(render('a  {{- .X -}}  b', { X: 1 })).toBe('a1b');
    expect(() => render('{{ range .Items }}x{{ end }}', {})).toThrow(/unsupported/);
    expect(() => render('{{ if .X }}open', {})).toThrow(/without/);
  });
});

describe("the project's templates", () => {
  const kinds: [EmailKind, string, { fr: string; en: string }][] = [
    ['signup', 'signup', { fr: 'Confirmez votre inscription', en: 'Confirm your sign-up' }],
    ['magiclink', 'magiclink', { fr: 'Votre lien de connexion', en: 'Your sign-in link' }],
    ['recovery', 'recovery', { fr: 'Choisissez un nouveau mot de passe', en: 'Choose a new password' }],
    [
      'email_change',
      'email_change',
      { fr: 'Confirmez votre nouvelle adresse', en: 'Confirm your new address' },
    ],
  ];
  const values = (locale?: string): TemplateValues => ({
    ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=pkce_abc&type=signup',
    Token: '123456',
    TokenHash: 'pkce_abc',
    SiteURL: 'http://127.0.0.1:4173',
    RedirectTo: 'http://127.0.0.1:4173/auth/callback',
    Email: 'lea@example.com',
    NewEmail: 'lea@new.example.com',
    Data: locale === undefined ? {} : { locale },
  });

  it.each(kinds)('%s: French by default, English for an English sign-up', async (kind, type, subjects) => {
    const { templates } = (await loadProjectConfig(projectDir)).auth.email;
    for (const [locale, language] of [
      [undefined, 'fr'],
      ['fr', 'fr'],
      ['en', 'en'],
    ] as const) {
      const email = renderAuthEmail(kind, templates, values(locale), locale ?? 'fr');
      expect(email.subject).toBe(subjects[language]);
      expect(email.html).toContain(`<html lang="${language}">`);
      // The link goes to the app's page, which verifies only on the person's click.
      expect(email.html).toContain(
        `href="http://127.0.0.1:4173/auth/callback?token_hash=pkce_abc&amp;type=${type}"`,
      );
      expect(email.html).not.toContain('/auth/v1/verify');
      expect(email.text).toContain('123456');
      expect(email.text).toContain(`http://127.0.0.1:4173/auth/callback?token_hash=pkce_abc&type=${type}`);
      expect(email.html).not.toMatch(/\{\{|<no value>/);
    }
    if (kind === 'email_change') {
      const email = renderAuthEmail(kind, templates, values('en'), 'en');
      expect(email.text).toContain('from lea@example.com to lea@new.example.com');
    }
  });

  it('has an invite template in both languages', async () => {
    const { templates } = (await loadProjectConfig(projectDir)).auth.email;
    const invite = templates['invite'];
    expect(invite?.content).toContain('type=invite');
    expect(renderGoTemplate(invite?.subject ?? '', { Data: { locale: 'en' } }, { html: false })).toBe(
      'You are invited to Emma & Louis',
    );
    expect(renderGoTemplate(invite?.subject ?? '', { Data: {} }, { html: false })).toBe(
      'Vous êtes invité(e) sur Emma & Louis',
    );
  });
});

describe('sending them', () => {
  let t: AuthTestStack;
  const app = 'http://localhost:5173/auth/callback';

  beforeAll(async () => {
    // The project's own [auth.email.template.*] tables, their files named by absolute path.
    const projectToml = await readFile(join(projectDir, 'config.toml'), 'utf8');
    const templates = projectToml
      .slice(projectToml.indexOf('[auth.email.template.'), projectToml.indexOf('[auth.external'))
      .replaceAll('"./supabase/', `"${resolve(projectDir)}/`);
    t = await startAuthStack(`
[auth]
site_url = "http://127.0.0.1:3000"
additional_redirect_urls = ["http://localhost:5173/**"]
[auth.email]
enable_confirmations = true
[auth.rate_limit]
email_sent = 1000
${templates}`);
  });

  afterAll(async () => {
    await t.close();
  });

  it('an English sign-up receives the English email, whose token hash verifies once', async () => {
    const email = uniqueEmail('english');
    const client = t.anon({ flowType: 'pkce' });
    const { error } = await client.auth.signUp({
      email,
      password: 'secret-password',
      options: { emailRedirectTo: app, data: { locale: 'en' } },
    });
    expect(error).toBeNull();
    const mail = await t.lastEmail(email);
    expect(mail.subject).toBe('Confirm your sign-up');
    expect(mail.text).toContain('Welcome to Emma & Louis!');
    const link = new URL(mail.links.find((candidate) => candidate.startsWith(app))!);
    expect(link.searchParams.get('type')).toBe('signup');
    const tokenHash = link.searchParams.get('token_hash')!;
    expect(tokenHash).toMatch(/^pkce_[0-9a-f]+$/);

    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
    const again = await t.anon().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ code: 'otp_expired' });
  });

  it('a French sign-up (or one without a language) receives the French email', async () => {
    const email = uniqueEmail('french');
    await t.anon().auth.signUp({ email, password: 'secret-password', options: { emailRedirectTo: app } });
    expect((await t.lastEmail(email)).subject).toBe('Confirmez votre inscription');
  });
});
