import { PageOutlet } from './PageOutlet';

/** Pages without any chrome (admin sign-in). */
export const BareLayout = () => (
  <main id="main">
    <PageOutlet />
  </main>
);
