import type { AppModule } from '../module.js';
import { BaseRecord } from './base.entity.js';
import type { ImageStorage } from './uploads.js';
import { createImageStorage } from './s3-storage.js';

declare module '../../services.js' {
  interface Services { storage: ImageStorage }
}

export const commonModule: AppModule = {
  name: 'common',
  entities: [BaseRecord],
  services: ({ config }) => ({ storage: createImageStorage(config) }),
};
