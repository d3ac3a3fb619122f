import { AdminPage } from '../parts/AdminPage';

export default function AdminPlanningPage() {
  return <AdminPage name="adminPlanning">{null}</AdminPage>;
}
