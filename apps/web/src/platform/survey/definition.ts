/**
 * The survey format and its checks. The backend owns them (it checks every stored survey and every
 * response with this very code), the site reuses them to show a survey and check answers before
 * sending: one definition, no copy to drift apart.
 */
export * from "@foe-toolbox/survey-schema";
