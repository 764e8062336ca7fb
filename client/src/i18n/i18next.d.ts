import 'i18next';
import type shell from './locales/en/shell';
import type site from './locales/en/site';

// Keys are type-checked: t('nav.home') compiles only if en/shell.ts or en/site.ts has it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: { shell: typeof shell; site: typeof site };
  }
}
