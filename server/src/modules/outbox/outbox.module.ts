import { defineModule } from '../module.js';
import { OutboxMessage } from './outbox.entity.js';
import { Outbox } from './outbox.js';
import { registerMail } from './mail.kind.js';

declare module '../common/services.js' {
  interface Services {
    /** Side effects promised by committed transactions (mail; webhooks), carried out by its worker. */
    outbox: Outbox;
  }
}

export const outboxModule = defineModule({
  name: 'outbox',
  needs: ['config', 'orm', 'mailer'],
  provides: ['outbox'],
  entities: [OutboxMessage],
  services: ({ config, orm, mailer }) => {
    const outbox = new Outbox(orm, config.outbox);
    registerMail(outbox, mailer);
    outbox.start();
    return { outbox };
  },
  // After its attempt in flight.
  stop: ({ outbox }) => outbox.stop(),
});
