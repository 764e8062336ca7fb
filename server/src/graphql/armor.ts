import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { SubscribePayload } from 'graphql-ws';

/**
 * The bounds of a GraphQL document, the same on HTTP and WebSocket (graphql-armor). The client's largest document
 * has 63 tokens, no alias and no directive; partners' documents fit well within these.
 */
export const QUERY_LIMITS = {
  /** Counted by the lexer while parsing: a 200 kB document of repeated fields stops here, before any rule runs. */
  maxTokens: 2000,
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level. */
  maxCost: 5000,
} as const;

/** What a refused document reads (the limits themselves are stated, as the README does). */
const REFUSED = 'The query is too large or too complex.';

export interface QueryArmor {
  /** For ApolloServer: the parse-time token cap and field-suggestion blocking (production). */
  plugins: ApolloServerPlugin[];
  /** Depth, aliases, directives and cost, after graphql-js's own rules. */
  validationRules: ValidationRule[];
  /** For graphql-ws's onSubscribe: the same parse and rules; errors instead of execution arguments. */
  prepare(schema: GraphQLSchema, payload: SubscribePayload): { document: DocumentNode } | readonly GraphQLError[];
}

/** One place builds the document bounds for both transports. */
export function queryArmor(production: boolean): QueryArmor {
  const common = { exposeLimits: true, errorMessage: REFUSED, propagateOnRejection: true };
  const protection = new ApolloArmor({
    maxTokens: { n: QUERY_LIMITS.maxTokens, ...common },
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...common },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...common },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...common },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, ...common },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const rules = [...specifiedRules, ...protection.validationRules];
  return {
    // graphql-armor's types come from Apollo's CommonJS build; the objects are the same.
    plugins: protection.plugins as unknown as ApolloServerPlugin[],
    validationRules: protection.validationRules,
    prepare(schema, payload) {
      let document: DocumentNode;
      try {
        document = new MaxTokensParserWLexer(payload.query, { n: QUERY_LIMITS.maxTokens, ...common }).parseDocument();
      } catch (err) {
        return [err instanceof GraphQLError ? withCode(err, 'GRAPHQL_PARSE_FAILED') : new GraphQLError('Malformed query.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
      }
      const errors = validate(schema, document, rules);
      if (errors.length) return errors.map((e) => withCode(production ? maskSuggestions(e) : e, 'GRAPHQL_VALIDATION_FAILED'));
      return { document };
    },
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return error.extensions?.code ? error : new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

/** graphql-armor's field-suggestion block, for the WebSocket transport (Apollo has its plugin). */
function maskSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/\s*Did you mean .+\?$/, '');
  return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}
