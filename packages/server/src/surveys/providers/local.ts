import { surveyPagePath } from '../paths.ts';
import type { SatisfactionKind, SatisfactionProvider } from './provider.ts';

/**
 * The local stand-in for a satisfaction third party. Neither Goodays nor Qemotion publishes the
 * format of a per-respondent survey link or of its answer webhook, so rather than invent their
 * APIs the link is our hosted page marked with the provider's name (`?via=goodays`): a tester
 * opens it and answers it, and anything that posts a signed answer to the account's endpoint
 * (the provider once configured there, a test) goes through the same path as the real one would.
 */
export function localSatisfactionProvider(kind: SatisfactionKind, publicUrl: string): SatisfactionProvider {
  return {
    kind,
    local: true,
    surveyLink: async ({ reference }) => `${publicUrl}${surveyPagePath(reference)}?via=${kind}`,
  };
}
