import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { authChecker } from './auth-checker.js';
import { guardArguments } from '../pipeline/gate.js';
import { describeSchema } from './descriptions.js';
import { resolvers } from '../modules/index.js';
import type { AppPubSub } from '../modules/common/pubsub.js';

export async function buildAppSchema(pubSub: AppPubSub = createPubSub() as AppPubSub): Promise<GraphQLSchema> {
  return describeSchema(
    guardArguments(
      await buildSchema({
        resolvers,
        authChecker,
        pubSub,
        // Input rules live in the services (modules/common/input.ts); no class-validator.
        validate: false,
        scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
      }),
    ),
  );
}

/** The committed schema.graphql is exactly this text. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
