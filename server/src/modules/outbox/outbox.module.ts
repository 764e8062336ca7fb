import { defineModule } from '../module.js';
import { OutboxMessage } from './outbox.entity.js';
import { Outbox } from './outbox.js';
import { registerMail } from './mail.kind.js';
import { createMailer, type Mailer } from '../common/mailer.js';

declare module '../common/services.js' {
  interface Services {
    /** Side effects promised by committed transactions (mail; webhooks), carried out by its worker. */
    outbox: Outbox;
    mailer: Mailer;
  }
}

export const outboxModule = defineModule({
  name: 'outbox',
  needs: ['config', 'orm'],
  provides: ['outbox', 'mailer'],
  entities: [OutboxMessage],
  services: ({ config, orm }) => {
    const mailer = createMailer(config.smtpUrl, config.mailFrom);
    const outbox = new Outbox(orm, config.outbox);
    registerMail(outbox, mailer);
    outbox.start();
    return { outbox, mailer };
  },
  // After its attempt in flight.
  stop: ({ outbox }) => outbox.stop(),
});
