import { AuthScreen } from '../parts/AuthScreen';

export default function AdminLoginPage() {
  return <AuthScreen name="adminLogin" />;
}
