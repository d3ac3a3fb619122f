import { AdminReviews } from '../../../features/reviews/admin/AdminReviews';
import { AdminPage } from '../parts/AdminPage';

export default function AdminReviewsPage() {
  return (
    <AdminPage name="adminReviews">
      <AdminReviews />
    </AdminPage>
  );
}
