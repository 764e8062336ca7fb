import { defineModule } from '../module.js';
import { Admin } from './admin.entity.js';
import { AdminService } from './admin.service.js';
import { DashboardService } from './dashboard.service.js';
import { AdminResolver } from './admin.resolver.js';
import { adminOperations } from './admin.operations.js';
import { ensureAdminAccount } from './admin-bootstrap.js';
import { AdminSignInLinks } from './admin-sign-in-link.js';

declare module '../common/services.js' {
  interface Services {
    admins: AdminService;
    dashboard: DashboardService;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  needs: ['config', 'rateLimits', 'tokens', 'outbox'],
  provides: ['admins', 'dashboard'],
  entities: [Admin],
  services: ({ config, rateLimits, tokens, outbox }) => ({
    admins: new AdminService(rateLimits, tokens, new AdminSignInLinks(config.jwtSecret, outbox, config.publicUrl, config.site.siteName)),
    dashboard: new DashboardService(),
  }),
  resolvers: [AdminResolver],
  operations: adminOperations,
  startup: [ensureAdminAccount],
});
