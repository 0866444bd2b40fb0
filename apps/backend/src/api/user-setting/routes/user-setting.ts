import { factories } from "@strapi/strapi";

export default factories.createCoreRouter("api::user-setting.user-setting", {
  only: ["find", "findOne", "create", "update", "delete"],
});
