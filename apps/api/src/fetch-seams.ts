/*
 * The seams of the server's outbound fetches (features/ical/safe-fetch.ts), in a file of their own
 * so that deps.ts, which carries them from buildApp to the services, imports no feature.
 */

export type ResolvedAddress = { address: string; family: number };
type Resolver = (host: string) => Promise<readonly ResolvedAddress[]>;

/**
 * Test seams, passed by tests only (buildApp's `icalFetch` option; no configuration variable sets
 * them). `resolver` replaces DNS. `testPublicAddresses` lists exact addresses a resolved name may
 * have even though they are private (e.g. a loopback server standing in for a public calendar
 * host), so a test can serve a first hop and prove that the redirect after it is still checked.
 * IP literals in URLs and redirect targets are never covered by it.
 */
export type SafeFetchSeams = {
  resolver?: Resolver;
  testPublicAddresses?: readonly string[];
};
