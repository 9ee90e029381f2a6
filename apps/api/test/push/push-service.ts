import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on loopback, as a browser vendor runs one: it takes the server's POSTs, checks
 * the VAPID JWT (ES256, RFC 8292) against the `k=` key and decrypts the aes128gcm body (RFC 8188,
 * RFC 8291) with the subscription's private keys, made here as a browser makes them.
 */

export type Received = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, after its signature was verified with `k`. */
  jwt: { aud: string; exp: number; sub: string };
  vapidKey: string;
  payload: unknown;
};

export type Device = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: Received[];
};

const b64url = (data: Buffer) => data.toString('base64url');

/** ES256 over `header.claims` with the P-256 public key `k` (base64url, uncompressed point). */
function verifyVapid(authorization: string): { jwt: Received['jwt']; vapidKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString());
  if (head.alg !== 'ES256') throw new Error(`VAPID alg ${head.alg}`);
  return { jwt: JSON.parse(Buffer.from(claims, 'base64url').toString()), vapidKey: k };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 2 (the last record). */
function decrypt(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const uaPublic = uaPrivate.getPublicKey();
  const secret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export type PushService = {
  baseUrl: string;
  /** A browser's subscription on this service; its pushes land in `received`. */
  device: (name: string) => Device;
  /** The status the service answers for a device (201 by default; 410 = unsubscribed). */
  answer: (device: Device, status: number) => void;
  /** Protocol failures (a bad signature, a payload that does not decrypt). */
  errors: Error[];
  close: () => Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const devices = new Map<
    string,
    { device: Device; ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }
  >();
  const errors: Error[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = devices.get(request.url ?? '');
      if (!entry) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const { jwt, vapidKey } = verifyVapid(String(request.headers.authorization));
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), entry.ecdh, entry.auth));
        if (entry.status < 300) {
          entry.device.received.push({
            path: request.url ?? '',
            headers: request.headers,
            jwt,
            vapidKey,
            payload,
          });
        }
      } catch (err) {
        errors.push(err as Error);
        response.writeHead(400).end();
        return;
      }
      response.writeHead(entry.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    errors,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}-${randomBytes(6).toString('hex')}`;
      const device: Device = {
        endpoint: `${baseUrl}${path}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        received: [],
      };
      devices.set(path, { device, ecdh, auth, status: 201 });
      return device;
    },
    answer(device, status) {
      const entry = devices.get(new URL(device.endpoint).pathname);
      if (entry) entry.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
