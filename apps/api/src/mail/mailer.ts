import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail; logged in outbox mode, outside production, for a developer to click. */
  link?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
  /** Where mail goes, for the start-up log: `SMTP` or the outbox folder. */
  describe: string;
};

type MailerConfig = {
  smtpUrl: string | null;
  mailOutboxDir: string;
  mailFrom: string;
  /** In production a link is a credential: the outbox keeps it, the log never does. */
  production: boolean;
};

/**
 * The one mailer. With SMTP_URL it sends; without, nodemailer still builds the RFC 822 message
 * (text and HTML parts) and it is written to MAIL_OUTBOX_DIR as `<time>-<random>.eml`.
 */
export function createMailer(config: MailerConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom, log);
  return outboxMailer(config.mailOutboxDir, config.mailFrom, log, !config.production);
}

function smtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    describe: 'SMTP',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // An inline picture (the IPS QR) travels as a cid attachment, which every client shows.
        attachDataUrls: true,
      });
      log.info({ messageId: info.messageId }, `mail sent: ${message.subject}`);
    },
    close: () => transport.close(),
  };
}

function outboxMailer(
  dir: string,
  from: string,
  log: FastifyBaseLogger,
  logLinks: boolean,
): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    describe: dir,
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // An inline picture (the IPS QR) travels as a cid attachment, which every client shows.
        attachDataUrls: true,
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:.]/g, '');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      const shown = logLinks && message.link ? message.link : message.subject;
      log.info(`mail written to ${file}: ${shown}`);
    },
    close: () => transport.close(),
  };
}
