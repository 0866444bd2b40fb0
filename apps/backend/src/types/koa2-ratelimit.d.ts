// The part of koa2-ratelimit (no bundled types) that the form rate limit uses.
declare module "koa2-ratelimit" {
  interface Options {
    interval: number;
    max: number;
    keyGenerator?: (ctx: { path: string; request: { ip: string } }) => string | Promise<string>;
    handler?: (ctx: unknown) => void;
  }
  type Middleware = (ctx: unknown, next: () => Promise<void>) => Promise<void>;
  export const RateLimit: { middleware(options: Options): Middleware };
}
