export default {
  routes: [
    {
      method: "DELETE",
      path: "/account",
      handler: "account.destroy",
      config: { policies: [] },
    },
  ],
};
