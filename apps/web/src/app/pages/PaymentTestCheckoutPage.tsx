import { TestCheckout } from '../../features/payments/components/TestCheckout';
import { SimplePage } from './parts/SimplePage';

export default function PaymentTestCheckoutPage() {
  return (
    <SimplePage name="paymentTestCheckout">
      <TestCheckout />
    </SimplePage>
  );
}
