import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Refuses documents nested deeper than maxDepth or selecting more than maxFields fields in all (aliases included). */
export function boundedQuery(maxDepth: number, maxFields: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    let fields = 0;
    function walk(set: SelectionSetNode | undefined, depth: number, seen: Set<string>): number {
      if (!set) return depth;
      let deepest = depth;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          fields += 1;
          deepest = Math.max(deepest, walk(sel.selectionSet, depth + 1, seen));
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, walk(sel.selectionSet, depth, seen));
        } else if (!seen.has(sel.name.value)) {
          const frag = fragments.get(sel.name.value);
          deepest = Math.max(deepest, walk(frag?.selectionSet, depth, new Set([...seen, sel.name.value])));
        }
      }
      return deepest;
    }
    return {
      OperationDefinition(node) {
        fields = 0;
        const depth = walk(node.selectionSet, 0, new Set());
        if (depth > maxDepth) context.reportError(new GraphQLError(`Query is too deep (${depth} levels; at most ${maxDepth}).`, { extensions: { code: 'BAD_USER_INPUT' } }));
        if (fields > maxFields) context.reportError(new GraphQLError(`Query selects too many fields (${fields}; at most ${maxFields}).`, { extensions: { code: 'BAD_USER_INPUT' } }));
      },
    };
  };
}
