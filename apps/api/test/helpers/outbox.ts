import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { testApp } from './test-app';

export type Mail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Content-IDs of inline pictures. */
  images: string[];
  raw: string;
};

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const end = part.indexOf('\r\n\r\n');
  const head = part.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(end + 4) };
}

/**
 * Just enough MIME to read what our mailer writes: text and HTML in a multipart/alternative, which
 * sits inside a multipart/related when the mail carries an inline picture (the IPS QR).
 */
export function parseMail(file: string, raw: string): Mail {
  const { headers, body } = splitHeaders(raw);
  const found = { text: '', html: '', images: [] as string[] };
  collectParts(headers, body, found);
  return {
    file,
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    text: found.text,
    html: found.html,
    images: found.images,
    raw,
  };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  found: { text: string; html: string; images: string[] },
): void {
  const type = headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) {
      const parsed = splitHeaders(part.replace(/^\r\n/, ''));
      collectParts(parsed.headers, parsed.body, found);
    }
    return;
  }
  if (type.startsWith('image/')) {
    found.images.push(headers['content-id'] ?? '');
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']);
  if (type.startsWith('text/plain')) found.text = content;
  if (type.startsWith('text/html')) found.html = content;
}

/**
 * Mails already read, by file: registerUser reads the outbox for every user, and a worker's outbox
 * grows through all its test files. Only complete files (closing MIME boundary) are kept, since
 * another app's background send may still be writing one.
 */
const parsed = new Map<string, Mail>();

async function readMail(dir: string, file: string): Promise<Mail> {
  const path = join(dir, file);
  const known = parsed.get(path);
  if (known) return known;
  const mail = parseMail(file, await readFile(path, 'utf8'));
  if (/--[^\r\n]+--\s*$/.test(mail.raw)) parsed.set(path, mail);
  return mail;
}

/** Every mail written to the outbox for the address, oldest first (after pending sends finish). */
export async function mailsTo(address: string): Promise<Mail[]> {
  const { app, outboxDir } = await testApp();
  await app.deps.tasks.idle();
  const files = (await readdir(outboxDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(files.map((f) => readMail(outboxDir, f)));
  return mails.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * The newest mail to the address whose text contains `containing` (mails are sent in the
 * background, so a verification mail may land after a reset mail requested just after it).
 */
export async function latestMailTo(address: string, containing = ''): Promise<Mail> {
  const mail = (await mailsTo(address)).filter((m) => m.text.includes(containing)).at(-1);
  if (!mail) throw new Error(`no mail to ${address} containing "${containing}" in the outbox`);
  return mail;
}

/** The http(s) links in a text part. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
