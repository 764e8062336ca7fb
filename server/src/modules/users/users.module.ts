import type { AppModule } from '../module.js';
import { User } from './user.entity.js';
import { UserService } from './user.service.js';
import { UserDirectory } from './user-directory.service.js';
import { UserResolver } from './user.resolver.js';
import { userOperations } from './user.operations.js';

declare module '../../services.js' {
  interface Services {
    users: UserService;
    userDirectory: UserDirectory;
  }
}

export const usersModule: AppModule = {
  name: 'users',
  entities: [User],
  services: ({ storage, catalogue }) => ({ users: new UserService(storage), userDirectory: new UserDirectory(storage, catalogue) }),
  resolvers: [UserResolver],
  operations: userOperations,
};
