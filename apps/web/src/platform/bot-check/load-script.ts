/**
 * The one place where a bot-check provider's script is added to the page, so that a consent gate
 * can be put here later. It is loaded at most once per provider, in explicit-render mode.
 */
import type { BotCheckProvider } from "./config";

export const SCRIPT_URLS: Record<BotCheckProvider, string> = {
  hcaptcha: "https://js.hcaptcha.com/1/api.js",
  recaptcha: "https://www.google.com/recaptcha/api.js",
};

const loading = new Map<BotCheckProvider, Promise<void>>();

export function loadBotCheckScript(provider: BotCheckProvider): Promise<void> {
  const existing = loading.get(provider);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const callback = `foeToolboxBotCheck_${provider}`;
    (window as unknown as Record<string, () => void>)[callback] = () => resolve();
    const script = document.createElement("script");
    script.src = `${SCRIPT_URLS[provider]}?render=explicit&onload=${callback}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading.delete(provider);
      script.remove();
      reject(new Error(`the ${provider} script could not be loaded`));
    };
    document.head.appendChild(script);
  });
  loading.set(provider, promise);
  return promise;
}
