/**
 * Wires the outbox into the app: `app.mail.enqueue(tx, mail)` for the features, and the worker,
 * started once the app is ready and stopped (after sending what is due) when it closes.
 */
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { createNotifyCompany, type NotifyCompany } from './mail.notices';
import { createEnqueueMail, enqueueSms, type EnqueueMail, type EnqueueSms } from './mail.outbox';
import { createMailTransport, type MailTransport } from './mail.transport';
import { createSmsTransport } from './mail.sms';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail.worker';

export interface MailService {
  enqueue: EnqueueMail;
  /** a text message, through the same outbox (mail.sms.ts); only when `config.sms.enabled` */
  enqueueSms: EnqueueSms;
  /** tells the company of a reservation's event, unless switched off (mail.notices.ts) */
  notifyCompany: NotifyCompany;
  worker: MailWorker;
  transport: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  config: AppConfig;
  /**
   * Run the worker in this process. Tests that look at the outbox rows turn it off and call
   * `app.mail.worker.drain()` themselves.
   */
  startWorker: boolean;
  /** replaces the transport chosen from the configuration (tests) */
  transport?: MailTransport;
  /** worker tuning: poll interval, batch size, attempts, back-off */
  worker?: Omit<MailWorkerOptions, 'db' | 'transport' | 'from' | 'log' | 'files'>;
}

export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const { config } = options;
    const log = app.log.child({ feature: 'mail' });
    const transport = options.transport ?? createMailTransport(config, log);
    const worker = createMailWorker({
      ...config.mailWorker,
      ...options.worker,
      db: app.database.workerDb,
      transport,
      sms: createSmsTransport(config.sms),
      from: config.mailFrom,
      files: app.files,
      log,
    });
    const enqueue = createEnqueueMail(config.company);
    app.decorate('mail', {
      enqueue,
      enqueueSms,
      notifyCompany: createNotifyCompany(config, enqueue),
      worker,
      transport,
    } satisfies MailService);

    if (options.startWorker) {
      app.addHook('onReady', async () => {
        log.info({ transport: transport.kind }, 'mail worker started');
        worker.start();
      });
    }
    // Registered after the database plugin, so this runs before the database is closed: what is
    // due is sent (or rescheduled) now rather than left for the lease to expire.
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'file-store'] },
);
