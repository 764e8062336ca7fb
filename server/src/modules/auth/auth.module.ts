import { defineModule } from '../module.js';
import { OtpChallenge } from './otp-challenge.entity.js';
import { TokenService } from './tokens.js';
import { SessionCheck } from './sessions.js';
import { OtpService } from './otp.service.js';
import { AuthResolver } from './auth.resolver.js';
import { authOperations } from './auth.operations.js';
import { pruneOtpChallenges } from './otp-housekeeping.js';
import { authTexts } from './auth.texts.js';

declare module '../common/services.js' {
  interface Services {
    tokens: TokenService;
    otp: OtpService;
    sessions: SessionCheck;
  }
}

export const authModule = defineModule({
  name: 'auth',
  texts: authTexts,
  needs: ['config', 'mailer', 'users', 'rateLimits', 'orm'],
  provides: ['tokens', 'otp', 'sessions'],
  entities: [OtpChallenge],
  services: ({ config, mailer, users, rateLimits, orm }) => {
    const tokens = new TokenService(config.jwtSecret);
    return { tokens, otp: new OtpService(config, mailer, tokens, users, rateLimits), sessions: new SessionCheck(orm) };
  },
  resolvers: [AuthResolver],
  operations: authOperations,
  startup: [pruneOtpChallenges],
});
