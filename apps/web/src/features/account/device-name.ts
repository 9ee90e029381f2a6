/*
 * A login's client in words, read roughly from the user agent the browser sent at login: the
 * browser and the system, brand names as they are. Good enough to tell a phone from a laptop;
 * not a fingerprint. The order matters: Edge and Opera also say "Chrome", Chrome says "Safari".
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\b/, 'Safari'],
  [/\bGazda\b/i, 'Gazda'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

type DeviceName = {
  browser: string | null;
  system: string | null;
  /** A phone or a tablet (its icon). */
  mobile: boolean;
};

function first(list: [RegExp, string][], agent: string): string | null {
  return list.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
}

export function deviceName(agent: string): DeviceName {
  const system = first(SYSTEMS, agent);
  return {
    browser: first(BROWSERS, agent),
    system,
    mobile: /\bMobile\b/.test(agent) || ['iPhone', 'iPad', 'Android'].includes(system ?? ''),
  };
}
