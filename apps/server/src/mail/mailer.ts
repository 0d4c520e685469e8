import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../db/schema.js';

/** One message to one recipient, in plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the mails of the product (verification, password reset, invitations). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With `SMTP_URL` mails go out through SMTP. Without it each mail is written
 * to the server log and kept in the `outbox_email` table, so a local user can
 * still verify and reset, and tests can follow the links.
 */
export function createMailer(options: {
  db: Kysely<Database>;
  smtpUrl?: string;
  from: string;
  /** Print outbox mails to the log (default true). */
  log?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      await options.db
        .insertInto('outbox_email')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text })
        .execute();
      if (options.log !== false) {
        console.info(`[mail outbox] To: ${message.to} — ${message.subject}\n${message.text}`);
      }
    },
  };
}
