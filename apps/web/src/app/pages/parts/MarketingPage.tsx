import type { ReactNode } from 'react';
import type { RouteName } from '@navette/shared';
import { PageHeader } from './PageHeader';
import { QuoteCallToAction } from './QuoteCallToAction';

/** A public page: its heading band, its own content if any, then the quote invitation. */
export const MarketingPage = ({ name, children }: { name: RouteName; children?: ReactNode }) => (
  <>
    <PageHeader name={name} />
    {children}
    <QuoteCallToAction />
  </>
);
