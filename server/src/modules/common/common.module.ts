import type { AppModule } from '../module.js';
import { BaseRecord } from './base.entity.js';
import { LocalImageStorage, type ImageStorage } from './uploads.js';

declare module '../../services.js' {
  interface Services { storage: ImageStorage }
}

export const commonModule: AppModule = {
  name: 'common',
  entities: [BaseRecord],
  services: ({ config }) => ({ storage: new LocalImageStorage(config.uploadDir) }),
};
