/**
 * Single sign-on (spec 000 §7 GET /saml/login). The server ships no identity provider: a deployment
 * that has one plugs it in through this interface; without one the route answers 501.
 */
export interface SsoProvider {
  /** Where the browser goes to sign in at the identity provider. */
  loginUrl(): Promise<string>;
}
