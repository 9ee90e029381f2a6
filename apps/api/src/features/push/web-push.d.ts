// The part of web-push 3.6.7 the server uses (the package ships no types).
declare module 'web-push' {
  export type PushSubscription = {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  export type RequestOptions = {
    vapidDetails?: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    timeout?: number;
    headers?: Record<string, string>;
  };
  export type SendResult = { statusCode: number; body: string; headers: Record<string, string> };
  export class WebPushError extends Error {
    statusCode: number;
    body: string;
    endpoint: string;
  }
  export function sendNotification(
    subscription: PushSubscription,
    payload: string | Buffer | null,
    options?: RequestOptions,
  ): Promise<SendResult>;
  const webPush: { sendNotification: typeof sendNotification; WebPushError: typeof WebPushError };
  export default webPush;
}
