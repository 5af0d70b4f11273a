import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail; a failure rejects, and the caller decides what the user is told. */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
}

/** Real delivery through the SMTP server of SMTP_URL (smtp[s]://user:pass@host:port). */
export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  // Bounded waits: nodemailer's defaults (minutes) would outlast every request timeout.
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    send: async (m) => {
      await transport.sendMail({ to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close: () => transport.close(),
  };
};

/** Development delivery: the message lands in DATA_DIR/outbox. */
export const createOutboxMailer = (outbox: Outbox): Mailer => ({
  send: (m) => outbox({ kind: 'email', ...m }),
  close: () => undefined,
});
