import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createMailer } from '../src/mail/mailer';
import { renderActionMail } from '../src/mail/templates';
import { parseMail } from './helpers/outbox';

const quiet = createLogger({ logLevel: 'silent' });

describe('[MAIL] templates and the outbox', () => {
  it('escapes every value put into the HTML part', () => {
    const mail = renderActionMail({
      template: 'reset_password',
      locale: 'en',
      to: 'a@b.rs',
      firstName: '<img src=x onerror=alert(1)>',
      link: 'http://panel.test/reset-password?token=a"b&email=a@b.rs',
      expiresInMinutes: 60,
    });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('token=a&quot;b&amp;email=a@b.rs');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('texts exist in both languages, with Serbian plurals', () => {
    const sr = renderActionMail({
      template: 'password_changed',
      locale: 'sr',
      to: 'a@b.rs',
      firstName: 'Ana',
      link: 'http://x/reset-password',
    });
    expect(sr.subject).toBe('Vaša lozinka je promenjena');
    const oneMinute = renderActionMail({
      template: 'verify_email',
      locale: 'sr',
      to: 'a@b.rs',
      firstName: 'Ana',
      link: 'http://x',
      expiresInMinutes: 21,
    });
    expect(oneMinute.text).toContain('Link važi 21 minut.');
  });

  it('without SMTP_URL writes an RFC 822 .eml with text and HTML parts', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'gazda-outbox-')), 'nested', 'outbox');
    const mailer = createMailer(
      {
        smtpUrl: null,
        mailOutboxDir: dir,
        mailFrom: 'Gazda <no-reply@gazda.test>',
        production: false,
      },
      quiet,
    );
    await mailer.send(
      renderActionMail({
        template: 'verify_email',
        locale: 'sr',
        to: 'zika@test.gazda',
        firstName: 'Žika',
        link: 'http://panel.test/email/verify/1/x?expires=1&signature=s',
      }),
    );
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(join(dir, files[0]!), 'utf8');
    expect(raw).toMatch(/^From: Gazda <no-reply@gazda\.test>\r\n/m);
    expect(raw).toContain('MIME-Version: 1.0');
    const mail = parseMail(files[0]!, raw);
    expect(mail.subject).toBe('Potvrdite svoju e-mail adresu');
    expect(mail.text).toContain('Zdravo Žika,');
    expect(mail.text).toContain('http://panel.test/email/verify/1/x?expires=1&signature=s');
    expect(mail.html).toContain('<html lang="sr">');
  });

  it('in production the outbox keeps the link and the log does not show it', async () => {
    const link = 'http://panel.test/email/verify/1/x?expires=1&signature=SECRET-SIGNATURE';
    for (const production of [true, false]) {
      const dir = await mkdtemp(join(tmpdir(), 'gazda-outbox-'));
      const lines: string[] = [];
      const sink = new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) });
      const mailer = createMailer(
        { smtpUrl: null, mailOutboxDir: dir, mailFrom: 'Gazda <no-reply@gazda.test>', production },
        createLogger({ logLevel: 'info' }, sink),
      );
      await mailer.send(
        renderActionMail({
          template: 'verify_email',
          locale: 'en',
          to: 'a@b.rs',
          firstName: 'A',
          link,
        }),
      );
      const [file] = await readdir(dir);
      expect(parseMail(file!, await readFile(join(dir, file!), 'utf8')).text).toContain(link);
      expect(lines.join(''), `production ${production}`).toContain('mail written to');
      expect(lines.join('').includes('SECRET-SIGNATURE'), `production ${production}`).toBe(
        !production,
      );
    }
  });
});
