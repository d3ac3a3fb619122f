import { SignOutEverywhere } from '../../features/auth/components/SignOutEverywhere';
import { SimplePage } from './parts/SimplePage';

export default function ProfilePage() {
  return (
    <SimplePage name="profile">
      <SignOutEverywhere />
    </SimplePage>
  );
}
