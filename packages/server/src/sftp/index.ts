export {
  hostKeyFingerprint,
  probeSftp,
  readSftp,
  SFTP_ERROR_CODES,
  SftpError,
  type SftpErrorCode,
  type SftpOptions,
  type SftpTarget,
  uploadSftp,
} from './client.ts';
export { companySshKey, type SshKeyPair } from './keys.ts';
