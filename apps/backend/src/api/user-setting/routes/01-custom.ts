// Declared before the core routes so that "count" is not taken for an :id.
export default {
  routes: [
    {
      method: "GET",
      path: "/user-settings/count",
      handler: "user-setting.count",
      config: { policies: [] },
    },
  ],
};
