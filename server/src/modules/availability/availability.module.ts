import { defineModule } from '../module.js';
import { BlockService } from './block.service.js';
import { BlockResolver } from './block.resolver.js';
import { blockOperations } from './block.operations.js';

declare module '../common/services.js' {
  interface Services {
    blocks: BlockService;
  }
}

/** The fleet's calendar: maintenance blocks beside the one availability rule (availability.sql.ts). */
export const availabilityModule = defineModule({
  name: 'availability',
  needs: ['catalogue', 'clock'],
  provides: ['blocks'],
  services: ({ catalogue, clock }) => ({ blocks: new BlockService(catalogue, clock) }),
  resolvers: [BlockResolver],
  operations: blockOperations,
});
