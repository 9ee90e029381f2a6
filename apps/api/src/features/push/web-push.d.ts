// The part of web-push 3.6.7 the server uses (the package ships no types): it builds the request
// (VAPID JWT, aes128gcm payload); push-delivery.ts sends it.
declare module 'web-push' {
  type RequestDetails = {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  };
  const webPush: {
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string | Buffer | null,
      options?: {
        vapidDetails?: { subject: string; publicKey: string; privateKey: string };
        TTL?: number;
        urgency?: 'very-low' | 'low' | 'normal' | 'high';
        contentEncoding?: 'aes128gcm' | 'aesgcm';
      },
    ): RequestDetails;
  };
  export default webPush;
}
