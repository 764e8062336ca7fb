import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { authChecker } from './auth-checker.js';
import { guardArguments } from '../pipeline/gate.js';
import { resolvers } from '../modules/index.js';
import type { AppPubSub } from '../modules/common/pubsub.js';

/** type-graphql takes no description for the root types; every other description sits on its decorator. */
const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query:
    'Reads. Public fields need no token; customer fields need a customer token, admin fields the admin token, partner fields an API key (rk_…)',
  Mutation: 'Changes. Errors carry extensions.code: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED',
  Subscription: 'Live updates over graphql-ws on /graphql (the token in connectionParams.authorization)',
};

export async function buildAppSchema(pubSub: AppPubSub = createPubSub() as AppPubSub): Promise<GraphQLSchema> {
  const schema = guardArguments(
    await buildSchema({
      resolvers,
      authChecker,
      pubSub,
      // Input rules live in the services (modules/common/input.ts); no class-validator.
      validate: false,
      scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    }),
  );
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (root) root.description = ROOT_DESCRIPTIONS[root.name] ?? null;
  }
  return schema;
}

/** The committed schema.graphql is exactly this text. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
