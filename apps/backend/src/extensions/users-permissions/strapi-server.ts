/**
 * users-permissions as shipped, with account answers that do not reveal whether an account exists
 * (src/utils/account-privacy.ts) and the password rule (config/plugins.ts).
 */
import { withAccountPrivacy } from "../../utils/account-privacy";

interface Plugin {
  controllers: Record<string, unknown>;
}

export default (plugin: Plugin) => {
  plugin.controllers.auth = withAccountPrivacy(
    plugin.controllers.auth as Parameters<typeof withAccountPrivacy>[0],
  );
  return plugin;
};
