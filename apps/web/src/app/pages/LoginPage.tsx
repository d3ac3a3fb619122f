import { AuthScreen } from './parts/AuthScreen';

export default function LoginPage() {
  return <AuthScreen name="login" />;
}
