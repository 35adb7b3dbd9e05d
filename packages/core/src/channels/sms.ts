/** Spec 002 §5, §9: an SMS is 160 characters; beyond that several SMS are sent. */
export const SMS_SEGMENT_LENGTH = 160;
/**
 * Length of each part once a text needs several: 153, since each part carries a 7-character
 * header that joins the parts again on the phone (spec 002 gives only the 160 of a single SMS).
 */
export const SMS_CONCATENATED_SEGMENT_LENGTH = 153;

/** How many SMS a text is sent as (counted in characters as the user sees them). */
export function smsSegments(text: string): number {
  const length = [...text].length;
  if (length <= SMS_SEGMENT_LENGTH) return length === 0 ? 0 : 1;
  return Math.ceil(length / SMS_CONCATENATED_SEGMENT_LENGTH);
}
