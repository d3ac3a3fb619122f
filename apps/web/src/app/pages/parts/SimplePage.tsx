import type { ReactNode } from 'react';
import type { RouteName } from '@navette/shared';
import { PageHeader } from './PageHeader';

/** A page of the customer's journey (results, account): heading band, then its content. */
export const SimplePage = ({
  name,
  intro,
  children,
}: {
  name: RouteName;
  /** replaces the page's usual introduction (a result page explaining what happened) */
  intro?: string;
  children?: ReactNode;
}) => (
  <>
    <PageHeader name={name} intro={intro} />
    {children && <div className="container-page py-10 md:py-14">{children}</div>}
  </>
);
