import path from 'node:path';
import { defineModule } from '../module.js';
import { BackupScheduler } from './backups.js';

declare module '../common/services.js' {
  interface Services {
    backups: BackupScheduler;
  }
}

/** The daily automatic backup (npm run backup and npm run restore are in backup-cli.ts). */
export const backupsModule = defineModule({
  name: 'backups',
  needs: ['config', 'orm', 'storage', 'privateFiles'],
  provides: ['backups'],
  services: ({ config, orm, storage, privateFiles }) => {
    const backups = new BackupScheduler(orm, { storage, privateFiles }, { dir: path.join(config.dataDir, 'backups'), ...config.backups });
    backups.start();
    return { backups };
  },
  stop: ({ backups }) => backups.stop(),
});
