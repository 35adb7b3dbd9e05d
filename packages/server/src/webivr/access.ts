/* Who may call the web IVR service: data on each route, read by the one access hook (auth/access.ts). */

/** Spec 000 §2, 001 §2: the web IVR builder is for managers and above, in the self-hosted edition. */
export const WEBIVR_MANAGERS = {
  auth: 'user',
  rank: 'manager',
  selfHostedOnly: true,
  what: 'web IVR',
  denied: 'Only managers and above may build web IVRs.',
} as const;

/** Spec 000 §2 "/webivr … add, {uuid} (admin)": adding, copying and removing a web IVR is an admin's. */
export const ADMINS = {
  ...WEBIVR_MANAGERS,
  rank: 'admin',
  denied: 'Only admins may add or remove web IVRs.',
} as const;
