import { SimplePage } from './parts/SimplePage';

export default function ProfilePage() {
  return <SimplePage name="profile" />;
}
