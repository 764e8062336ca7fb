import { defineModule } from '../module.js';
import { SiteResolver } from './site.resolver.js';

export const siteModule = defineModule({ name: 'site', resolvers: [SiteResolver] });
