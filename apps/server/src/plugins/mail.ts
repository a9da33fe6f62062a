import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the mail is about; logged when mails go to the outbox, so a developer can click it. */
  link?: string;
  /** Extra header lines (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server or written to the outbox. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  /** SMTP_URL; unset: every mail is written as an .eml file to `outboxDir`. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * Nodemailer over SMTP in production; by default each mail becomes an .eml file in
 * DATA_DIR/outbox (works offline, and the e2e tests read the links from there).
 */
async function mailPlugin(app: FastifyInstance, opts: MailPluginOptions) {
  let transport: Transporter;
  let deliver: (message: MailMessage) => Promise<void>;

  if (opts.smtpUrl) {
    transport = nodemailer.createTransport(opts.smtpUrl);
    deliver = async (message) => {
      await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    };
  } else {
    transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    deliver = async (message) => {
      const info = await transport.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await mkdir(opts.outboxDir, { recursive: true });
      // Sortable by time; the random part keeps two mails in one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(opts.outboxDir, name);
      // Written aside and renamed, so whoever reads the outbox (a developer's mail viewer, the
      // tests) sees a whole mail or none.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      app.log.info(
        { to: message.to, subject: message.subject, link: message.link, file },
        'mail written to the outbox',
      );
    };
  }

  app.decorate('mailer', { send: deliver });
  app.addHook('onClose', async () => transport.close());
}

export default fp(mailPlugin, { name: 'mail' });
