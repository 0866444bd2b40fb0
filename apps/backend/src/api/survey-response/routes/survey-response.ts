import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::survey-response.survey-response", {
  only: ["create"],
  config: { create: { middlewares: ["global::form-rate-limit"] } },
});
