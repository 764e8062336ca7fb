import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  Kind,
  specifiedRules,
  validate,
  type ASTVisitor,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The bounds of a GraphQL document, the same on HTTP and WebSocket (graphql-armor). The client's largest document
 * has 63 tokens, no alias, no directive and no repeated field; partners' documents fit well within these.
 */
export const QUERY_LIMITS = {
  /** Counted by the lexer while parsing: a 200 kB document of repeated fields stops here, before any rule runs. */
  maxTokens: 2000,
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 20,
  /** graphql-armor's cost: objects 2, scalars 1, times 1.5 per level. */
  maxCost: 5000,
  /** Selections of one response name in one selection set, through fragments (graphql-js's overlap rule is quadratic in it). */
  maxRepeats: 10,
} as const;

/** What a refused document reads (the limits themselves are stated, as docs/security.md does). */
const REFUSED = 'The query is too large or too complex.';
/** Accepted documents remembered by their text (the client sends a few dozen); a longer text is checked each time. */
const CACHE = { entries: 200, maxTextLength: 16 * 1024 } as const;

export interface QueryArmor {
  /**
   * For ApolloServer: validation is prepare()'s, in the HTTP adapter before Apollo, so Apollo's own is off (it would
   * run graphql-js's rules in the same pass as the bounds). The plugin hides suggestions of execution-time errors.
   */
  apollo: { dangerouslyDisableValidation: true; plugins: ApolloServerPlugin[] };
  /** Whether execution should leave out "Did you mean" suggestions (graphql-ws's execution arguments). */
  hideSuggestions: boolean;
  /**
   * Parses within the token cap, then validates: graphql-armor's linear bounds first, graphql-js's rules (whose
   * overlapping-fields rule is quadratic) only for a document within them. Errors instead of a document.
   */
  prepare(query: unknown): { document: DocumentNode } | readonly GraphQLError[];
}

/** One place builds the document bounds for both transports. */
export function queryArmor(schema: GraphQLSchema, production: boolean): QueryArmor {
  const common = { exposeLimits: true, errorMessage: REFUSED, propagateOnRejection: true };
  const protection = new ApolloArmor({
    // Parsing is prepare()'s (the same lexer-counting parser), so Apollo gets no token plugin.
    maxTokens: { enabled: false },
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...common },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...common },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...common },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, ...common },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const bounds = [...protection.validationRules, maxRepeatsRule(QUERY_LIMITS.maxRepeats)];
  // graphql-js's own switch: validation never computes a suggestion in production.
  const options = { hideSuggestions: production };
  const accepted = new Map<string, DocumentNode>();
  return {
    // graphql-armor's types come from Apollo's CommonJS build; the objects are the same.
    apollo: { dangerouslyDisableValidation: true, plugins: protection.plugins as unknown as ApolloServerPlugin[] },
    hideSuggestions: production,
    prepare(query) {
      if (typeof query !== 'string') return [new GraphQLError('The request has no query.', { extensions: { code: 'BAD_REQUEST' } })];
      const known = accepted.get(query);
      if (known) {
        // Most recently used last: the oldest entry is the first to go.
        accepted.delete(query);
        accepted.set(query, known);
        return { document: known };
      }
      let document: DocumentNode;
      try {
        document = new MaxTokensParserWLexer(query, { n: QUERY_LIMITS.maxTokens, ...common }).parseDocument();
      } catch (err) {
        return [
          err instanceof GraphQLError
            ? withCode(err, 'GRAPHQL_PARSE_FAILED')
            : new GraphQLError('Malformed query.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
        ];
      }
      const outOfBounds = validate(schema, document, bounds, options);
      const errors = outOfBounds.length ? outOfBounds : validate(schema, document, specifiedRules, options);
      if (errors.length) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
      if (query.length <= CACHE.maxTextLength) {
        accepted.set(query, document);
        if (accepted.size > CACHE.entries) accepted.delete(accepted.keys().next().value!);
      }
      return { document };
    },
  };
}

function withCode(error: GraphQLError, code: string): GraphQLError {
  return error.extensions?.code
    ? error
    : new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, code } });
}

type Counts = Map<string, number>;

/**
 * At most `n` selections of one response name in a selection set, counting those of its inline fragments and
 * fragment spreads (each fragment counted once, memoised). `{ blogs { id } blogs { id } … }` is valid GraphQL that
 * graphql-js's overlapping-fields rule compares pair by pair; no real document repeats a field ten times.
 */
function maxRepeatsRule(n: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    // null while a fragment is being counted: a cycle counts as empty here (graphql-js's own rule reports it).
    const fragments = new Map<string, Counts | null>();
    const add = (into: Counts, name: string, times: number) => into.set(name, (into.get(name) ?? 0) + times);
    const count = (set: SelectionSetNode, into: Counts): Counts => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) add(into, (selection.alias ?? selection.name).value, 1);
        else if (selection.kind === Kind.INLINE_FRAGMENT) count(selection.selectionSet, into);
        else for (const [name, times] of fragmentCounts(selection.name.value)) add(into, name, times);
      }
      return into;
    };
    const fragmentCounts = (name: string): Counts => {
      const known = fragments.get(name);
      if (known !== undefined) return known ?? new Map();
      fragments.set(name, null);
      const fragment = context.getFragment(name);
      const counts = fragment ? count(fragment.selectionSet, new Map()) : new Map<string, number>();
      fragments.set(name, counts);
      return counts;
    };
    let reported = false;
    // Inline fragments' selection sets are counted with the field or definition that holds them. One error is enough.
    const check = (node: { selectionSet?: SelectionSetNode }) => {
      if (!node.selectionSet || reported) return;
      for (const [name, times] of count(node.selectionSet, new Map())) {
        if (times > n) {
          reported = true;
          context.reportError(
            new GraphQLError(`Repeated field limit of ${n} exceeded, found "${name}" ${times} times.`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
          return;
        }
      }
    };
    return { OperationDefinition: check, FragmentDefinition: check, Field: check };
  };
}
