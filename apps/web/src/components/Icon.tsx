import type { ReactNode, SVGProps } from 'react';

/** What an icon takes: any svg attribute (className for its size), no children. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * The base of every icon: a decorative 24×24 line drawing (stroke = currentColor), hidden from
 * screen readers and out of the tab order. Label the control, not the icon.
 */
export const Icon = ({ children, ...props }: IconProps & { children: ReactNode }) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);
