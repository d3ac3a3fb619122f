import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ArrowLeftIcon } from './Icons';

export interface BackButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  /** the label, already translated */
  children: ReactNode;
}

/** A button that goes back (a step, a page): the left arrow, then its label. */
export const BackButton = ({ children, ...button }: BackButtonProps) => (
  <button type="button" {...button}>
    <ArrowLeftIcon className="size-5" />
    {children}
  </button>
);
