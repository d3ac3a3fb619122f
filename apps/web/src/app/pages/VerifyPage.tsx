import { AuthScreen } from './parts/AuthScreen';

export default function VerifyPage() {
  return <AuthScreen name="verify" />;
}
