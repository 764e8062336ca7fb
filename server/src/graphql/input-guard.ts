import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { assertCleanInput } from '../modules/common/input.js';

/**
 * GraphQL, over HTTP and WebSocket alike: the arguments of every root field (literals and variables, after
 * coercion) pass the edge's text rule before the resolver runs. Only root fields are wrapped: nested fields
 * of this schema take no text arguments, and the hot `cars` query keeps its speed.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        assertCleanInput(args);
        return resolve(source, args, context, info);
      };
      const subscribe = field.subscribe;
      if (subscribe) {
        field.subscribe = (source, args, context, info) => {
          assertCleanInput(args);
          return subscribe(source, args, context, info);
        };
      }
    }
  }
  return schema;
}
