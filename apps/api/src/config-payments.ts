import { IPS_NAME_MAX, ipsPayload } from '@gazda/domain/ips-qr';
import { model97Reference } from '@gazda/domain/payment-reference';
import { validateRsdAccount } from '@gazda/domain/validators/rsd-account';
import { ConfigError } from './config-fields';

/** The platform's domestic account and name, as the guest's bank shows them (IPS QR R and N). */
export type PlatformRsd = { account: string; name: string };

/**
 * Demo, development and tests: the sample account of the IBAN registry's Serbian example (valid
 * control digits, nobody's money). Production gets no default: a guest's advance must never go to a
 * sample, so without PLATFORM_RSD_ACCOUNT there is no QR (null) and the trip shows none.
 */
const SAMPLE = { account: '260005601001611379', name: 'Gazda d.o.o. Beograd' };

export function platformRsd(
  get: (name: string) => string | undefined,
  production: boolean,
): PlatformRsd | null {
  const rawAccount = get('PLATFORM_RSD_ACCOUNT');
  const name = get('PLATFORM_RSD_NAME') ?? SAMPLE.name;
  if (rawAccount === undefined && production) return null;
  let account = SAMPLE.account;
  if (rawAccount !== undefined) {
    const checked = validateRsdAccount(rawAccount);
    if (!checked.ok)
      throw new ConfigError(
        `PLATFORM_RSD_ACCOUNT must be an 18-digit RSD account with valid control digits, e.g. 260-0056010016113-79 (got ${JSON.stringify(rawAccount)})`,
      );
    account = checked.value;
  }
  // The name goes into every QR as it is: the domain's N rule decides.
  const probe = ipsPayload({ account, name, amountPara: 100, reference: model97Reference('1') });
  if (!probe.ok)
    throw new ConfigError(
      `PLATFORM_RSD_NAME must be 1 to ${IPS_NAME_MAX} characters without "|" (got ${JSON.stringify(name)})`,
    );
  return { account, name };
}
