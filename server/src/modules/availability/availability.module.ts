import type { AppModule } from '../module.js';
import { BlockService } from './block.service.js';
import { BlockResolver } from './block.resolver.js';
import { blockOperations } from './block.operations.js';

declare module '../../services.js' {
  interface Services {
    blocks: BlockService;
  }
}

/** The fleet's calendar: maintenance blocks beside the one availability rule (availability.sql.ts). */
export const availabilityModule: AppModule = {
  name: 'availability',
  services: ({ catalogue }) => ({ blocks: new BlockService(catalogue) }),
  resolvers: [BlockResolver],
  operations: blockOperations,
};
