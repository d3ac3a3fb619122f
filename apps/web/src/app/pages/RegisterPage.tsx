import { AuthScreen } from './parts/AuthScreen';

export default function RegisterPage() {
  return <AuthScreen name="register" />;
}
