/*
 * Every back-office query starts with this key; an operator's step invalidates them all. The
 * steps do not wait for that refetch: the acted-on card leaves the queue when it lands, and the
 * step's own success message must still run while the card is mounted.
 */
export const adminKey = ['admin', 'backoffice'] as const;
