/**
 * Error codes of spec 000 §8 that the server answers with and the client translates. The keys stay
 * exactly as the spec writes them; translations live under `errors.<code>` in locales.
 */
export const ERROR_CODES = [
  'bad_authentication',
  'two_factor_failed',
  'account_suspended',
  'not_authenticated',
  'permission_denied',
  'bad_rich_content',
  'bad_token',
  'max_rooms_reached',
  'unable_to_find_user',
  'skill_or_agent_required',
  'transfer_max_rooms_reached',
  'already_exists',
  'not_found',
  'invalid_payload',
  'invalid_json',
  'unknown_command',
  'room_closed',
  'room_not_yours',
  'message_too_long',
  'message_empty',
  'agent:forbidden',
  'tree_linked_to_entrypoints',
  'server_error',
  'translation_not_configured',
  'translation_failed',
  'file_too_large',
  'file_format_not_allowed',
  // Accounts (spec 000 §8: login, email, registration, account).
  'two_factor_required',
  'email_already_linked',
  'terms_required',
  'invalid_phone',
  'invalid_timezone',
  'email_not_found',
  'email_already_validated',
  'activation_link_expired',
  'old_password_incorrect',
  'sso_not_configured',
  // Agents administration (spec 002 §5, spec 000 §8).
  'agent_email_already_used',
  'max_agents_reached',
  // Account deletion (spec 002 §5 and §8).
  'deletion_reason_required',
  // Billing (spec 002 §5, §8): the payment errors keep the card provider's codes.
  'billing_address_required',
  'billing_unavailable',
  'payment_method_required',
  'offer_on_request',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'incomplete_number',
  'processing_error',
  // Rate limits (429 with retry-after).
  'rate_limited',
  // Channels: a free reply past the channel's reply window (WhatsApp: 24 hours).
  'reply_window_closed',
  // Audiences (spec 002 §5 and §8: CSV parsing or header errors, blocked_by_campaign).
  'csv_parse_error',
  'csv_header_error',
  'import_in_progress',
  'blocked_by_campaign',
  // Templates (spec 002 §4): one in validation cannot change; only a draft or a refused one is sent.
  'template_in_review',
  'template_not_draft',
  'template_provider_unavailable',
  // Campaigns (spec 002 §5, §8): unfilled variables (the form's confirm prompt), WhatsApp's tier.
  'variables_incomplete',
  'whatsapp_tier_limit',
  'campaign_not_editable',
  'campaign_not_manual',
  // Campaigns: pause, resume and retry of the failed recipients (not in the spec's catalogue).
  'campaign_not_running',
  'campaign_not_paused',
  'campaign_cancelled',
  'no_failed_recipients',
  // Web IVR (spec 001 §4, §5, §8): undo and redo, versions, publishing and the drop rules.
  'no_previous_snapshot_found',
  'no_next_snapshot_found',
  'no_production_version',
  'version_read_only',
  'invalid_nodes_remain',
  'first_node_must_be_page',
  'parent_required',
  'drop_kind_refused',
  'same_source_target',
  'parent_under_own_child',
  'action_not_allowed',
  // External services (spec 002 §8): a third party refused our credentials, a callback identifier it
  // does not know, or it could not be reached or read.
  'thirdparty_auth_failed',
  'invalid_callback_id',
  'thirdparty_fetch_failed',
  // Third-party accounts in use (issue 20): an SFTP account a scheduled export writes to, a
  // satisfaction account a survey sends, cannot be deleted.
  'blocked_by_export',
  'blocked_by_survey',
  'blocked_by_audience',
  // A satisfaction third party's answer to a survey invitation already answered.
  'survey_already_answered',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** Socket answer for an unknown command, worded as the spec gives it (spec 000 §7). */
export const UNKNOWN_COMMAND = 'Unknown command';
