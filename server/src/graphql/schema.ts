import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { authChecker } from './auth-checker.js';
import { resolvers } from '../modules/index.js';
import type { AppPubSub } from '../modules/common/pubsub.js';

export async function buildAppSchema(pubSub: AppPubSub = createPubSub() as AppPubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
  });
}

/** The committed schema.graphql is exactly this text. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
