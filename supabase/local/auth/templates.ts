/**
 * The auth emails. A project template (config.toml [auth.email.template.<name>], a Go template
 * as hosted GoTrue reads it) wins; without one, built-in texts in French (default) or English
 * after GoTrue's defaults: a link to /auth/v1/verify and the one-time code verifyOtp accepts.
 */
import type { EmailTemplate } from '../config.ts';
import { renderGoTemplate } from './goTemplate.ts';

export type EmailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change';

/** The config.toml name of each email's template. */
const templateNames: Record<EmailKind, string> = {
  signup: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
  email_change: 'email_change',
};

/** GoTrue's template variables (internal/mailer/template.go). */
export type TemplateValues = {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail?: string;
  /** The user's user_metadata. */
  Data: Record<string, unknown>;
};

/** Text for the plain part: the HTML's words, links kept after their label. */
function textOf(html: string): string {
  return html
    .replace(/<(style|head|title)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2: $1')
    .replace(/<br\s*\/?>|<\/(p|h\d|div|tr|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n\n')
    .trim()
    .concat('\n');
}

/** The email for `kind`: the project's template when config.toml names one, else the built-in one. */
export function renderAuthEmail(
  kind: EmailKind,
  templates: Record<string, EmailTemplate>,
  values: TemplateValues,
  locale: string,
): { subject: string; text: string; html: string } {
  const template = templates[templateNames[kind]];
  const builtIn = renderEmail(kind, locale, {
    link: values.ConfirmationURL,
    otp: values.Token,
    oldEmail: values.Email,
    newEmail: values.NewEmail ?? '',
  });
  if (!template?.content && !template?.subject) return builtIn;
  const subject = template.subject
    ? renderGoTemplate(template.subject, values, { html: false }).trim()
    : builtIn.subject;
  if (!template.content) return { ...builtIn, subject };
  const html = renderGoTemplate(template.content, values, { html: true });
  return { subject, html, text: textOf(html) };
}

type Copy = { subject: string; intro: string; action: string; code: string; ignore: string };

const copy: Record<'fr' | 'en', Record<EmailKind, Copy>> = {
  fr: {
    signup: {
      subject: 'Confirmez votre inscription',
      intro: 'Suivez ce lien pour confirmer votre adresse e-mail :',
      action: 'Confirmer mon adresse',
      code: 'Ou saisissez ce code :',
      ignore: "Si vous n'êtes pas à l'origine de cette inscription, ignorez cet e-mail.",
    },
    magiclink: {
      subject: 'Votre lien de connexion',
      intro: 'Suivez ce lien pour vous connecter :',
      action: 'Me connecter',
      code: 'Ou saisissez ce code :',
      ignore: "Si vous n'avez rien demandé, ignorez cet e-mail.",
    },
    recovery: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Suivez ce lien pour choisir un nouveau mot de passe :',
      action: 'Réinitialiser mon mot de passe',
      code: 'Ou saisissez ce code :',
      ignore: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    },
    email_change: {
      subject: "Confirmez le changement d'adresse e-mail",
      intro: "Suivez ce lien pour confirmer le changement d'adresse e-mail de {old} vers {new} :",
      action: 'Confirmer le changement',
      code: 'Ou saisissez ce code :',
      ignore: "Si vous n'avez rien demandé, ignorez cet e-mail.",
    },
  },
  en: {
    signup: {
      subject: 'Confirm Your Signup',
      intro: 'Follow this link to confirm your user:',
      action: 'Confirm your mail',
      code: 'Alternatively, enter the code:',
      ignore: "If you didn't sign up, you can ignore this email.",
    },
    magiclink: {
      subject: 'Your Magic Link',
      intro: 'Follow this link to login:',
      action: 'Log In',
      code: 'Alternatively, enter the code:',
      ignore: "If you didn't ask for this, you can ignore this email.",
    },
    recovery: {
      subject: 'Reset Your Password',
      intro: 'Follow this link to reset the password for your user:',
      action: 'Reset Password',
      code: 'Alternatively, enter the code:',
      ignore: "If you didn't ask for this, you can ignore this email.",
    },
    email_change: {
      subject: 'Confirm Email Change',
      intro: 'Follow this link to confirm the update of your email from {old} to {new}:',
      action: 'Change Email',
      code: 'Alternatively, enter the code:',
      ignore: "If you didn't ask for this, you can ignore this email.",
    },
  },
};

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderEmail(
  kind: EmailKind,
  locale: string,
  values: { link: string; otp: string; oldEmail?: string; newEmail?: string },
): { subject: string; text: string; html: string } {
  const language = locale.toLowerCase().startsWith('en') ? 'en' : 'fr';
  const c = copy[language][kind];
  const intro = c.intro.replace('{old}', values.oldEmail ?? '').replace('{new}', values.newEmail ?? '');
  const text = `${intro}\n\n${values.link}\n\n${c.code} ${values.otp}\n\n${c.ignore}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family: sans-serif">
<h2>${escape(c.subject)}</h2>
<p>${escape(intro)}</p>
<p><a href="${escape(values.link)}">${escape(c.action)}</a></p>
<p>${escape(c.code)} <strong>${escape(values.otp)}</strong></p>
<p>${escape(c.ignore)}</p>
</body></html>`;
  return { subject: c.subject, text, html };
}
