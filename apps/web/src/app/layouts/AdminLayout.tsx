import { AdminNav } from './AdminNav';
import { PageOutlet } from './PageOutlet';

/** Back-office pages (behind the admin guard). */
export const AdminLayout = () => (
  <div className="flex min-h-dvh flex-col bg-slate-100">
    <AdminNav />
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <PageOutlet />
    </main>
  </div>
);
