import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  /** what the button shows */
  icon: ReactNode;
  /** its accessible name, already translated: read by screen readers, not shown */
  label: string;
}

/** A button drawn as its icon alone (close, previous, next), named by a hidden label. */
export const IconButton = ({ icon, label, ...button }: IconButtonProps) => (
  <button type="button" {...button}>
    {icon}
    <span className="sr-only">{label}</span>
  </button>
);
