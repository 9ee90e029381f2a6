import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { E2E_OUTBOX } from '../playwright.config';

export type OutboxMail = { to: string; subject: string; text: string; html: string };

async function readAll(): Promise<OutboxMail[]> {
  const files = (await readdir(E2E_OUTBOX).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const parsed = await PostalMime.parse(await readFile(join(E2E_OUTBOX, file)));
    mails.push({
      to: (parsed.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')).join(','),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html ?? '',
    });
  }
  return mails;
}

/** Every mail written so far to an address, oldest first. */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  return (await readAll()).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** The newest mail to an address, waiting for it the way a person waits for their inbox. */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readAll()).filter((m) => m.to.toLowerCase().includes(address.toLowerCase())).at(-1);
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${address} in ${E2E_OUTBOX}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link of a mail's text part that contains `fragment`. */
export function linkIn(mail: OutboxMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject}"`);
  return link;
}
