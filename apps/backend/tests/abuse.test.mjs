/**
 * Abuse of the public account and form routes against real instances (two sharing PostgreSQL with
 * BACKEND_TEST_INSTANCES=2, requests alternating between them): per-IP limits whatever the e-mail
 * addresses, path spellings or GraphQL, counted in the database; escaped contact mail; answers and
 * timings that do not reveal accounts; the password rule. The instances run with IS_PROXIED, so
 * each test is its own client through X-Forwarded-For (proving the header is used).
 */
import { after, before } from "node:test";
import { startAll, stopAll } from "./abuse/context.mjs";
import { limitTests } from "./abuse/limits.mjs";
import { privacyTests } from "./abuse/privacy.mjs";

before(startAll);
after(stopAll);
limitTests();
privacyTests();
