/*
 * The social login's browser binding (login CSRF, ASVS 10.1.2; contracts `socialBindingSchema`):
 * a random value this tab keeps in sessionStorage. The "Continue with …" links send it to the
 * server when they start a flow; the callback screen sends it again with the code. A code and
 * state planted from someone else's flow meet another value here, and the server refuses them.
 * sessionStorage belongs to this tab and this origin, survives the trip through the provider and
 * is gone when the tab closes. A storage that throws gives '' (the server then refuses the start).
 */
const KEY = 'gazda.social_login_binding';
const VALID = /^[\w-]{32,128}$/;

function randomValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This tab's value, made and kept on first use (the start of a flow). */
export function browserBinding(): string {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept && VALID.test(kept)) return kept;
    const value = randomValue();
    sessionStorage.setItem(KEY, value);
    return value;
  } catch {
    return '';
  }
}

/** The value kept by this tab, or '' (a callback opened in a tab that never started a flow). */
export function keptBinding(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
