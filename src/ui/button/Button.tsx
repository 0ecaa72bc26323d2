import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import { button, type ButtonVariants } from './button.css.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants & { children: ReactNode };

export function Button({ tone, size, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={[button({ tone, size }), className].filter(Boolean).join(' ')} {...rest} />
  );
}

type LinkButtonProps = LinkProps & ButtonVariants;

/** A link that looks like a button (navigation stays a link for screen readers). */
export function LinkButton({ tone, size, className, ...rest }: LinkButtonProps) {
  return <Link className={[button({ tone, size }), className].filter(Boolean).join(' ')} {...rest} />;
}
