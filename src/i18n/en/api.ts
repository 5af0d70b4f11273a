import type { MessageShape } from '../shape';
import type { api as tr } from '../tr/api';

export const api: MessageShape<typeof tr> = {
  forbidden: 'You are not allowed to do this.',
  notFound: 'The requested resource was not found.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unauthorized: 'You need to sign in.',
  tooManyRequests: 'Too many requests. Please wait.',
  serverError: 'Server error. Please try again later.',
  invalidCredentials: 'Wrong e-mail or password.',
  payloadTooLarge: 'The file is too large.',
  unsupportedMediaType: 'Unsupported file type.',
  accountDisabled: 'Your account has been disabled. Please contact an administrator.',
  emailTaken: 'This e-mail address is already registered.',
  phoneTaken: 'This phone number is already registered.',
  conflict: 'This record is linked to other records and cannot be changed.',
};
