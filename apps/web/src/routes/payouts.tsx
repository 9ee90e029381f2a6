import { HostPayoutsPage } from '../features/payments/components/host-payouts-page';

/** /payouts: the host's payouts, beside the payout methods of the settings. */
export function PayoutsRoute() {
  return <HostPayoutsPage />;
}
