import { useMutation } from '@tanstack/react-query';
import {
  changePasswordEndpoint,
  deleteMyAccountEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  updateProfileEndpoint,
} from '@navette/shared';
import type {
  AccountDeletion,
  ChangePassword,
  ForgotPassword,
  ResetPassword,
  UpdateProfile,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The customer's self-service calls (docs/product/accounts.md): the profile tab's name and
 * language, the password change, and the forgotten password's two steps.
 */

/** PUT /auth/profile: answers the updated profile. */
export const updateProfile = (profile: UpdateProfile) =>
  callEndpoint(updateProfileEndpoint, { body: profile });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });

/** PUT /auth/password: the other sessions of the account end, this one stays. */
export const changePassword = (passwords: ChangePassword) =>
  callEndpoint(changePasswordEndpoint, { body: passwords });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** POST /auth/password/forgot: the same answer whether or not the address has an account. */
export const forgotPassword = (payload: ForgotPassword) =>
  callEndpoint(forgotPasswordEndpoint, { body: payload });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

/** POST /auth/password/reset: the e-mailed code and the new password. */
export const resetPassword = (payload: ResetPassword) =>
  callEndpoint(resetPasswordEndpoint, { body: payload });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/**
 * DELETE /auth/profile: erases the account after re-authentication (the password, or a recent
 * Google sign-in); the server ends every session of it and e-mails a confirmation.
 */
export const deleteMyAccount = (payload: AccountDeletion) =>
  callEndpoint(deleteMyAccountEndpoint, { body: payload });
