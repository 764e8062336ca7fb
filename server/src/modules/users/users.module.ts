import { defineModule } from '../module.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';
import { UserDirectory } from './user-directory.service.js';
import { UserResolver } from './user.resolver.js';
import { userOperations } from './user.operations.js';
import { userTexts } from './user.texts.js';

declare module '../common/services.js' {
  interface Services {
    users: UserService;
    userDirectory: UserDirectory;
  }
}

export const usersModule = defineModule({
  name: 'users',
  texts: userTexts,
  needs: ['storage', 'catalogue'],
  provides: ['users', 'userDirectory'],
  entities: [User],
  services: ({ storage, catalogue }) => ({ users: new UserService(storage), userDirectory: new UserDirectory(storage, catalogue) }),
  resolvers: [UserResolver],
  operations: userOperations,
});
