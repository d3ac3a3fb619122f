import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@navette/shared';
import type { ContactMessageInput } from '@navette/shared';
import { apiRequest } from '../../lib/api-client';

/** POST /api/contact: the server mails the company's inbox, and only that. */
export const sendContactMessage = (message: ContactMessageInput) =>
  apiRequest('/api/contact', { method: 'POST', body: message, schema: messageResponseSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
