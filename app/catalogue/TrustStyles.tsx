import href from "./trust.css?url";

/**
 * The trust blocks' styles (trust.css), linked by each block when it draws something: React keeps
 * one link per page, hoisted into the head, which the server then writes into the HTML like the
 * page's own styles (app/speed/inline-styles.server.ts); a client navigation loads it once. A page
 * that shows no trust fact (most, until the owner sets them) carries none of it, and stays within
 * the first round trip (`npm run size`).
 */
export function TrustStyles() {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
