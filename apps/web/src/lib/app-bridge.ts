/*
 * The mobile app wrapper (docs/rules/decisions.md §9): the panel runs in a React Native WebView,
 * which injects `window.ReactNativeWebView`. The wrapper is told when a person logs in or out.
 */
type AppMessage = { type: 'login'; token: string; userId: number } | { type: 'logout' };

type WrapperWindow = Window & { ReactNativeWebView?: { postMessage: (message: string) => void } };

function bridge() {
  return typeof window === 'undefined' ? undefined : (window as WrapperWindow).ReactNativeWebView;
}

export function isInAppWrapper(): boolean {
  return bridge() !== undefined;
}

export function postToApp(message: AppMessage): void {
  bridge()?.postMessage(JSON.stringify(message));
}
