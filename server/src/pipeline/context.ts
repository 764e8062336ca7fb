import type { AppContext } from '../graphql/context.js';
import type { Services } from '../services.js';
import type { Identified } from './identify.js';
import type { Language } from '../modules/common/language.js';

/**
 * What a resolver receives, the same on both GraphQL transports. `emOf` makes the identity map on first use: a
 * subscription holds its context for the socket's life, and most read through services and never need one
 * (10,000 sockets would each hold one, issue 23).
 */
export function contextOf(
  { viewer, badToken, partner }: Identified,
  services: Services,
  ip: string,
  emOf: () => AppContext['em'],
  language: Language = 'en',
): AppContext {
  let em: AppContext['em'] | null = null;
  const context = { viewer, badToken, services, ip, language, ...(partner === undefined ? {} : { partner }) };
  return Object.defineProperty(context, 'em', { enumerable: true, get: () => (em ??= emOf()) }) as AppContext;
}
