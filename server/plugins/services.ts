import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createExchangeRates, type ExchangeRates } from '../services/exchangeRates';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../services/mailer';
import { createOutbox } from '../services/outbox';
import { createNetgsmSender, createOutboxSmsSender, type SmsSender } from '../services/sms';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    sms: SmsSender;
    rates: ExchangeRates;
    /** The front's public origin, for links in e-mails and SMS (never taken from request headers). */
    appUrl: string;
  }
}

/** Links are never built from the Host header: a forged header would send a victim's reset token to another site. */
const mailFromOf = (config: Config, smtpUrl: string) => {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return config.mailFrom || (user.includes('@') ? user : `no-reply@${new URL(smtpUrl).hostname}`);
};

/** Infrastructure services (mail, SMS, exchange rates) decorated on the app. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { config } = opts;
    app.decorate('config', config);
    app.decorate('appUrl', config.publicUrl);

    const outbox = createOutbox(config.dataDir, app.log);
    const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, mailFromOf(config, config.smtpUrl)) : createOutboxMailer(outbox);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());

    const { url, user, password, sender } = config.sms;
    if (url && !(user && password && sender)) throw new Error('SMS_URL needs SMS_USER, SMS_PASSWORD and SMS_SENDER');
    app.decorate('sms', url && user && password && sender ? createNetgsmSender({ url, user, password, sender }) : createOutboxSmsSender(outbox));

    if (config.production && !config.smtpUrl) app.log.warn('SMTP_URL is not set: e-mails are only written to DATA_DIR/outbox');
    if (config.production && !url) app.log.warn('SMS_URL is not set: SMS messages are only written to DATA_DIR/outbox');
    if (config.production && !process.env.PUBLIC_URL) app.log.warn('PUBLIC_URL is not set: links in messages point to %s', app.appUrl);

    app.decorate('rates', createExchangeRates({ db: app.db, url: config.ratesUrl, log: app.log }));
  },
  { name: 'services', dependencies: ['db'] },
);
