/**
 * The path of an entry point's hosted link page (`/api/guests/link/{id}`): the page a "URL link"
 * entry point is, and the value of a campaign's visual IVR link. Absolute with the deployment's
 * public URL wherever it is sent.
 */
export const entryPointLinkPath = (entryPoint: number) => `/api/guests/link/${entryPoint}`;

/** The link as sent in a message: the deployment's public URL and the page's path. */
export const entryPointLinkUrl = (publicUrl: string, entryPoint: number) =>
  `${publicUrl.replace(/\/+$/, '')}${entryPointLinkPath(entryPoint)}`;
