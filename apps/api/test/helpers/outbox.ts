import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { testApp } from './test-app';

export type Mail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
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

/** Just enough MIME to read what our mailer writes: one multipart/alternative, text and HTML. */
export function parseMail(file: string, raw: string): Mail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = '';
  let html = '';
  for (const part of parts) {
    const parsed = splitHeaders(part.replace(/^\r\n/, ''));
    const content = decodeBody(parsed.body, parsed.headers['content-transfer-encoding']);
    if (parsed.headers['content-type']?.startsWith('text/plain')) text = content;
    if (parsed.headers['content-type']?.startsWith('text/html')) html = content;
  }
  return {
    file,
    to: headers.to ?? '',
    subject: decodeHeader(headers.subject ?? ''),
    text,
    html,
    raw,
  };
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
