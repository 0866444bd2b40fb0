// The part of koa2-ratelimit (no bundled types) that the rate limits use.
declare module "koa2-ratelimit" {
  interface Options {
    interval: number;
    max: number;
    keyGenerator?: (ctx: { path: string; request: { ip: string } }) => string | Promise<string>;
    weight?: (ctx: unknown) => number | Promise<number>;
    handler?: (ctx: unknown) => void;
    store?: Store;
  }
  type Middleware = (ctx: unknown, next: () => Promise<void>) => Promise<void>;
  abstract class Store {
    abstract incr(
      key: string,
      options: { interval: number },
      weight: number,
    ): Promise<{ counter: number; dateEnd: number }>;
    abstract decrement(key: string, options: unknown, weight: number): void | Promise<void>;
    abstract saveAbuse(options: unknown): void;
  }
  export const RateLimit: { middleware(options: Options): Middleware };
  export const Stores: { Store: typeof Store };
}
