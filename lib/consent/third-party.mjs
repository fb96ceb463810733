/**
 * The third-party pieces of the browsing specification (§1) a shop may switch
 * on, each under a consent category: nothing is on unless configured, and
 * nothing configured loads before the visitor agrees to its category
 * (features/consent). One setting names them all:
 *
 *   THIRD_PARTY_SCRIPTS=tag-manager=https://www.googletagmanager.com/gtm.js?id=GTM-XXXX,
 *     pixel=https://connect.facebook.net/en_US/fbevents.js,reviews=https://widget.reviews.example/w.js,
 *     newsletter=https://forms.mail.example/embed.js,customer-data@no=https://cdp.example/no.js,
 *     chat=https://chat.example/assistant.js
 *
 * `name@locale` puts a piece on one site only (the per-country customer-data
 * script); the chat assistant is on the da site only whatever it says. Plain
 * JavaScript, so the production server's security headers read the same list
 * (runtime/security-headers.mjs: their origins are allowed by the pages'
 * policy, and no others).
 */

/** Each piece and the consent category it needs. */
export const PIECES = {
  'tag-manager': 'statistics',
  chat: 'statistics',
  reviews: 'marketing',
  pixel: 'marketing',
  newsletter: 'marketing',
  'customer-data': 'marketing',
};

const LOCALES = ['da', 'no', 'sv'];
/** Sites a piece may appear on, whatever the setting says. */
const ONLY_ON = { chat: ['da'] };

/** The configured pieces: `{ id, category, src, locales }`; a malformed setting is a configuration error, said at once. */
export function thirdPartyScripts(setting) {
  const text = setting?.trim();
  if (!text) return [];
  return text.split(',').map((entry) => {
    // https, or plain http on this machine (the browser tests' stand-in for a third party).
    const match = /^([a-z-]+)(?:@(da|no|sv))?=(https:\/\/\S+|http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?\/\S*)$/.exec(entry.trim());
    if (!match || !(match[1] in PIECES) || !URL.canParse(match[3])) {
      throw new Error(`THIRD_PARTY_SCRIPTS: "${entry.trim()}" must be name[@site]=https://… with a name of ${Object.keys(PIECES).join(', ')}`);
    }
    const [, id, site, src] = match;
    const locales = (site ? [site] : LOCALES).filter((locale) => (ONLY_ON[id] ?? LOCALES).includes(locale));
    return { id, category: PIECES[id], src, locales };
  });
}

/** The pieces of one site. */
export function thirdPartyScriptsOf(locale, setting) {
  return thirdPartyScripts(setting)
    .filter((piece) => piece.locales.includes(locale))
    .map(({ id, category, src }) => ({ id, category, src }));
}

/** Every origin the configured pieces load from. */
export function thirdPartyOrigins(setting) {
  return [...new Set(thirdPartyScripts(setting).map((piece) => new URL(piece.src).origin))];
}
