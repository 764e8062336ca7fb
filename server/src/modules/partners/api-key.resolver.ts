import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyScope } from './api-key.scopes.js';
import { Role } from '../common/enums.js';
import type { AppContext } from '../../graphql/context.js';
import { parseInput } from '../common/parse-input.js';
import { apiKeyInput } from './partner.schemas.js';

@ObjectType({ description: 'A new API key: the key is shown this once and cannot be read again' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The stored key (without its secret)' }) apiKey!: ApiKey;
  @Field(() => String, { description: 'The key to give the partner, rk_…; sent as Authorization: Bearer rk_…' }) key!: string;
}

/** Staff manage partner API keys. */
@Resolver()
export class ApiKeyResolver {
  @Authorized(Role.Admin)
  @Query(() => [ApiKey], { description: 'Every partner API key, newest first, revoked ones included' })
  async apiKeys(@Ctx() { em, services }: AppContext): Promise<ApiKey[]> {
    return services.apiKeys.list(em);
  }

  @Authorized(Role.Admin)
  @Mutation(() => CreatedApiKey, { description: 'Creates a partner API key with a name and scopes; the key is answered only here' })
  async createApiKey(
    @Arg('name', () => String, { description: 'Who the key is for' }) name: string,
    @Arg('scopes', () => [ApiKeyScope], { description: 'What the key may do (at least one)' }) scopes: ApiKeyScope[],
    @Ctx() { em, services }: AppContext,
  ): Promise<CreatedApiKey> {
    return services.apiKeys.create(em, parseInput(apiKeyInput, { name, scopes }));
  }

  @Authorized(Role.Admin)
  @Mutation(() => ApiKey, { description: 'Revokes a key: the next request made with it is refused, on every server' })
  async revokeApiKey(
    @Arg('id', () => ID, { description: 'The key to revoke' }) id: string,
    @Ctx() { em, services }: AppContext,
  ): Promise<ApiKey> {
    return services.apiKeys.revoke(em, id);
  }
}
