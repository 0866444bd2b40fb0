/**
 * An inline script run before the page paints (like the colour mode's): it marks `<html>` with
 * `data-consent-pending` when the stored consent is missing, expired or given for another list of
 * services, so that the server's copy of the consent panel (ConsentIntro) is shown with the page
 * instead of popping up once every script ran. It mirrors `consentStatus` (consent-logic.ts) on
 * the raw stored JSON; when unsure it shows the panel, which the page then closes if the answer
 * turns out to be valid.
 */
import type { ConsentService } from "./services";

export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

export function consentPendingScript(
  keys: { consent: string; global: string },
  services: readonly ConsentService[],
): string {
  const args = [keys.consent, keys.global, services, CONSENT_PENDING_ATTRIBUTE]
    .map((v) => JSON.stringify(v))
    .join(",");
  return `(function(c,g,l,a){try{var s=JSON.parse(localStorage.getItem(c)||"null"),x=JSON.parse(localStorage.getItem(g)||"null");s=s&&s.state;x=x&&x.state&&x.state.cookieConsentExpirationDate;var v=!!(s&&typeof s.answeredAt=="string"&&Array.isArray(s.services)&&l.every(function(i){return s.services.indexOf(i)>=0})&&s.services.every(function(i){return l.indexOf(i)>=0})&&typeof x=="string"&&Date.parse(x)>Date.now());if(v)return}catch(e){}document.documentElement.setAttribute(a,"")})(${args})`;
}
