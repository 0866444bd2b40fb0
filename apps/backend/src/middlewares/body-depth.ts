/**
 * Refuses request bodies nested deeper than MAX_BODY_DEPTH levels with a short 400, before any
 * handler walks them recursively (thousands of levels overflowed the stack: 500) or echoes them
 * back in a validation error. Runs right after the body parser, for REST and GraphQL alike.
 */
import { errors } from "@strapi/utils";

export const MAX_BODY_DEPTH = 64;

/** Whether `value` has objects or arrays nested more than `max` levels (checked without recursion). */
export function exceedsDepth(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== "object") continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}

export default () => async (ctx: { request: { body?: unknown } }, next: () => Promise<void>) => {
  if (exceedsDepth(ctx.request.body, MAX_BODY_DEPTH)) {
    throw new errors.ValidationError(
      `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
    );
  }
  return next();
};
