/**
 * Limits of the GraphQL endpoint, checked before anything runs: a query of more than 1,000 tokens
 * fails to parse (so a flood of aliases never reaches validation, whose overlap check is
 * quadratic), then aliases, directives and an estimated cost are bounded by validation rules; the
 * depth stays limited by the plugin's own `depthLimit`. Variables nested too deeply are refused
 * like deep REST bodies (the plugin parses its own bodies). Batched requests, stack traces in
 * errors, field suggestions and (in production) introspection are off.
 */
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { GraphQLError } from "graphql";
import { MAX_BODY_DEPTH, exceedsDepth } from "../middlewares/body-depth";

export const GRAPHQL_LIMITS = {
  maxTokens: 1000,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 5000,
} as const;

type RequestContext = { request: { variables?: unknown; extensions?: unknown } };

/** Checked once the (small) query is parsed and validated, before the variables are used. */
const variablesDepthPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }: RequestContext) {
        if (
          exceedsDepth(request.variables, MAX_BODY_DEPTH) ||
          exceedsDepth(request.extensions, MAX_BODY_DEPTH)
        ) {
          throw new GraphQLError(`The request is nested more than ${MAX_BODY_DEPTH} levels deep`, {
            extensions: { code: "BAD_REQUEST", http: { status: 400 } },
          });
        }
      },
    };
  },
};

export function graphqlServerOptions({ production }: { production: boolean }) {
  const armor = new ApolloArmor({
    // Counted by the parser itself (parseOptions below), which answers 400.
    maxTokens: { enabled: false },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxDepth: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
  const protection = armor.protect();
  return {
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    plugins: [variablesDepthPlugin, ...protection.plugins],
    validationRules: protection.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: !production,
  };
}
