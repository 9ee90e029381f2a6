/*
 * Local storage, values stored as JSON (docs/rules/product.md §2 "Banners and alerts"). A missing
 * value, a value that does not parse, a value of the wrong shape or a storage that throws (private
 * mode, quota) all give the fallback: a broken entry never breaks the panel.
 */
export function readStored<T>(
  key: string,
  fallback: T,
  isValid?: (value: unknown) => value is T,
): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    if (isValid && !isValid(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled or full: the value lives for this page only.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be used.
  }
}
