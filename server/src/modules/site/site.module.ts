import type { AppModule } from '../module.js';
import { SiteResolver } from './site.resolver.js';

export const siteModule: AppModule = { name: 'site', resolvers: [SiteResolver] };
