import * as v from 'valibot';
import { Email } from './common.ts';

/** POST /user/login. The password is not trimmed: spaces may be part of it. */
export const LoginRequest = v.object({
  email: Email,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)),
});
export type LoginRequest = v.InferOutput<typeof LoginRequest>;

export const TokenResponse = v.object({ token: v.string(), expires_at: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponse>;

/** POST /user/token/refresh */
export const RefreshRequest = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(512)) });
export type RefreshRequest = v.InferOutput<typeof RefreshRequest>;
