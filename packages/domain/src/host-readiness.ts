/**
 * What a host must have before any listing of theirs goes live or is booked (issue #26 item 6):
 * a verified e-mail (the booking mails reach them), a phone (the guest can call on the day) and a
 * payout method (the money has somewhere to go). The government ID may follow: it is reviewed
 * after the first bookings. The order is the order the panel names them in.
 */
const HOST_READINESS_ITEMS = ['email', 'phone', 'payout'] as const;
export type HostReadinessItem = (typeof HOST_READINESS_ITEMS)[number];

/** The host's facts as the server row (Date) or the panel's User answer (string) carries them. */
export type HostFacts = {
  email_verified_at: Date | string | null;
  phone: string | null;
  /** Payout methods still usable (not erased by an account deletion). */
  payoutsCount: number;
};

/** The items the host still lacks, in HOST_READINESS_ITEMS order; empty when ready. */
export function hostReadiness(host: HostFacts): HostReadinessItem[] {
  const has: Record<HostReadinessItem, boolean> = {
    email: Boolean(host.email_verified_at),
    phone: Boolean(host.phone?.trim()),
    payout: host.payoutsCount > 0,
  };
  return HOST_READINESS_ITEMS.filter((item) => !has[item]);
}
