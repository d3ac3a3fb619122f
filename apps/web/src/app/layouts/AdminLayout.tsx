import { AdminNav } from './AdminNav';
import { PageOutlet } from './PageOutlet';
import { usePendingRequestCount } from '../../features/reservations/admin/reservations-admin-api';
import { useTitleBadge } from '../../lib/use-document-title';

/** Back-office pages (behind the admin guard); the tab title counts the requests waiting. */
export const AdminLayout = () => {
  useTitleBadge(usePendingRequestCount());
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <AdminNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageOutlet />
      </main>
    </div>
  );
};
